import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { FAQ_STREAM_FAILED, FAQ_STREAM_FOUND } from '../eventStream.ts';
import { FAQ_WEBSITE, LUCY_NUMBER, UNREADABLE_WEBSITE } from '../fixtures.ts';
import { BEARER, JSON_RESPONSE, success } from '../pactSetup.ts';
import { type GatewayContext, GET_REQUEST, JSON_REQUEST, member, subscription } from './common.ts';

const { like, regex } = Matchers;

// Event streams need PactV3 (research/pact.md §3.2): a text body held to a whole-body regex, since Pact
// cannot match event fields. eventStream.ts pins each event's data the client reads, with any framing the
// client's parser accepts. The client reads the body whatever its Content-Type says.
const SSE_REQUEST_HEADERS = {
  Authorization: BEARER,
  Accept: 'text/event-stream',
  'Content-Type': 'application/json',
};

function faqImportRequest(url: string) {
  return { method: 'POST', path: '/lucy/faq/website', headers: SSE_REQUEST_HEADERS, body: { url } };
}

/** Lucy's own calls: the owner's phone, setup metrics, the FAQ import stream, and the free plan. */
export function lucyInteractions({ pact, pactV3, gatewayAt }: GatewayContext) {
  it('POST /lucy/user-device', async () => {
    const body = {
      device: 'iphone',
      carrier: 'Telstra',
      planType: null,
      otherCarrier: false,
      unsureCarrier: false,
    };
    await pact
      .addInteraction()
      .given('the organisation has no campaign', member)
      .uponReceiving('the device and carrier the user picked')
      .withRequest('POST', '/lucy/user-device', (request) => request.headers(JSON_REQUEST).jsonBody(body))
      .willRespondWith(success(204))
      .executeTest(async (mock) => {
        await expect(gatewayAt(mock.url).saveUserDevice(body)).resolves.toBeUndefined();
      });
  });

  it('POST /lucy/user-metrics', async () => {
    const body = { metric: 'guide-completed', value: 1 };
    await pact
      .addInteraction()
      .given('the organisation has a live Lucy campaign', { ...member, phoneNumber: LUCY_NUMBER })
      .uponReceiving('a user metric')
      .withRequest('POST', '/lucy/user-metrics', (request) => request.headers(JSON_REQUEST).jsonBody(body))
      .willRespondWith(success(204))
      .executeTest(async (mock) => {
        await expect(gatewayAt(mock.url).recordUserMetric(body)).resolves.toBeUndefined();
      });
  });

  it('POST /lucy/faq/website streams the FAQs found', async () => {
    const request = faqImportRequest(FAQ_WEBSITE);
    const stream =
      'id: 1\nevent: progress\ndata: {"message":"Reading harbourplumbing.example"}\n\n' +
      'id: 2\nevent: faq\ndata: {"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}\n\n' +
      'id: 3\nevent: done\ndata: {"count":1}\n\n';
    await pactV3()
      .given('the website has FAQs', { ...member, url: FAQ_WEBSITE })
      .uponReceiving('a request to import the FAQs of a website')
      .withRequest(request)
      .willRespondWith({ status: success(200), body: stream, contentType: 'text/event-stream' })
      .withResponseMatchingRules(request, {
        body: { path: '$', rules: [regex(FAQ_STREAM_FOUND, stream)] },
      })
      .executeTest(async (mock) => {
        const events = [];
        for await (const event of gatewayAt(mock.url).importWebsiteFaqs(FAQ_WEBSITE)) events.push(event);
        expect(events).toEqual([
          { type: 'progress', message: 'Reading harbourplumbing.example' },
          { type: 'faq', question: 'Do you do emergency call-outs?', answer: 'Yes, 24/7.' },
          { type: 'done', count: 1 },
        ]);
      });
  });

  it('POST /lucy/faq/website ends with an error event when the site cannot be read (SPEC §8)', async () => {
    const request = faqImportRequest(UNREADABLE_WEBSITE);
    const stream = 'id: 1\nevent: error\ndata: {"message":"We could not read unreachable.example"}\n\n';
    await pactV3()
      .given('the website cannot be read', { ...member, url: UNREADABLE_WEBSITE })
      .uponReceiving('a request to import the FAQs of a website that cannot be read')
      .withRequest(request)
      .willRespondWith({ status: success(200), body: stream, contentType: 'text/event-stream' })
      .withResponseMatchingRules(request, {
        body: { path: '$', rules: [regex(FAQ_STREAM_FAILED, stream)] },
      })
      .executeTest(async (mock) => {
        const events = [];
        for await (const event of gatewayAt(mock.url).importWebsiteFaqs(UNREADABLE_WEBSITE))
          events.push(event);
        expect(events).toEqual([{ type: 'error', message: 'We could not read unreachable.example' }]);
      });
  });

  it('POST /lucy/cancel', async () => {
    await pact
      .addInteraction()
      .given('the organisation has an active free plan', member)
      .uponReceiving('a request to cancel the free plan')
      .withRequest('POST', '/lucy/cancel', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(204))
      .executeTest(async (mock) => {
        await expect(gatewayAt(mock.url).cancelLucy()).resolves.toBeUndefined();
      });
  });

  it('POST /lucy/reactivate', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a cancelled free plan', member)
      .uponReceiving('a request to reactivate the free plan')
      .withRequest('POST', '/lucy/reactivate', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: subscription({ status: 'active', productTier: 'free' }) }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).reactivateLucy()).toMatchObject({
          status: 'active',
          productTier: 'free',
          type: 'free',
        });
      });
  });

  it('POST /lucy/reactivate within 30 days of the last reactivation is refused (SPEC §9)', async () => {
    await pact
      .addInteraction()
      .given('the free plan was reactivated less than 30 days ago', member)
      .uponReceiving('a request to reactivate the free plan too soon')
      .withRequest('POST', '/lucy/reactivate', (request) => request.headers(GET_REQUEST))
      .willRespondWith(409, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: like('Lucy can be reactivated only once every 30 days.') }),
      )
      .executeTest(async (mock) => {
        const refused = await gatewayAt(mock.url)
          .reactivateLucy()
          .catch((error: unknown) => error);
        expect(refused).toMatchObject({
          status: 409,
          detail: { message: 'Lucy can be reactivated only once every 30 days.' },
        });
      });
  });
}
