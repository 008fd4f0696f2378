import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import type { FaqStreamEvent } from '../../renderer/api/schemas/faqStream.ts';
import { FAQ_STREAM_FAILED, FAQ_STREAM_FOUND } from '../eventStream.ts';
import { FAQ_WEBSITE, LUCY_NUMBER, UNREADABLE_WEBSITE } from '../fixtures.ts';
import { BEARER, success } from '../pactSetup.ts';
import { type GatewayContext, GET_REQUEST, JSON_REQUEST, member, subscription } from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { like, regex } = Matchers;

const USER_DEVICE = {
  device: 'iphone',
  carrier: 'Telstra',
  planType: null,
  otherCarrier: false,
  unsureCarrier: false,
};
const USER_METRIC = { metric: 'guide-completed', value: 1 };

/** Lucy's own calls: the owner's phone, setup metrics, and the free plan. */
export const lucyInteractions: GatewayInteraction[] = [
  {
    title: 'POST /lucy/user-device',
    state: 'the organisation has no campaign',
    params: member,
    description: 'the device and carrier the user picked',
    request: { method: 'POST', path: '/lucy/user-device', headers: JSON_REQUEST, body: USER_DEVICE },
    response: { status: success(204) },
    async check({ gateway }) {
      await expect(gateway.saveUserDevice(USER_DEVICE)).resolves.toBeUndefined();
    },
  },
  {
    title: 'POST /lucy/user-metrics',
    state: 'the organisation has a live Lucy campaign',
    params: { ...member, phoneNumber: LUCY_NUMBER },
    description: 'a user metric',
    request: { method: 'POST', path: '/lucy/user-metrics', headers: JSON_REQUEST, body: USER_METRIC },
    response: { status: success(204) },
    async check({ gateway }) {
      await expect(gateway.recordUserMetric(USER_METRIC)).resolves.toBeUndefined();
    },
  },
];

/** The free plan's own calls, listed after the FAQ import as the pact has them. */
export const freePlanInteractions: GatewayInteraction[] = [
  {
    title: 'POST /lucy/cancel',
    state: 'the organisation has an active free plan',
    params: member,
    description: 'a request to cancel the free plan',
    request: { method: 'POST', path: '/lucy/cancel', headers: GET_REQUEST },
    response: { status: success(204) },
    async check({ gateway }) {
      await expect(gateway.cancelLucy()).resolves.toBeUndefined();
    },
  },
  {
    title: 'POST /lucy/reactivate',
    state: 'the organisation has a cancelled free plan',
    params: member,
    description: 'a request to reactivate the free plan',
    request: { method: 'POST', path: '/lucy/reactivate', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: subscription({ status: 'active', productTier: 'free' }) },
    },
    async check({ gateway }) {
      expect(await gateway.reactivateLucy()).toMatchObject({
        status: 'active',
        productTier: 'free',
        type: 'free',
      });
    },
  },
  {
    title: 'POST /lucy/reactivate within 30 days of the last reactivation is refused (SPEC §9)',
    state: 'the free plan was reactivated less than 30 days ago',
    params: member,
    description: 'a request to reactivate the free plan too soon',
    request: { method: 'POST', path: '/lucy/reactivate', headers: GET_REQUEST },
    response: { status: 409, body: { message: like('Lucy can be reactivated only once every 30 days.') } },
    async check({ gateway }) {
      const refused = await gateway.reactivateLucy().catch((error: unknown) => error);
      expect(refused).toMatchObject({
        status: 409,
        detail: { message: 'Lucy can be reactivated only once every 30 days.' },
      });
    },
  },
];

// Event streams need PactV3 (research/pact.md §3.2): a text body held to a whole-body regex, since Pact
// cannot match event fields. eventStream.ts pins each event's data the client reads, with any framing the
// client's parser accepts. The client reads the body whatever its Content-Type says.
const SSE_REQUEST_HEADERS = {
  Authorization: BEARER,
  Accept: 'text/event-stream',
  'Content-Type': 'application/json',
};

/** One FAQ import: the website, the stream the gateway answers and the events the client reads from it. */
interface FaqImport {
  title: string;
  state: string;
  description: string;
  website: string;
  stream: string;
  /** The regex every stream of this outcome matches (eventStream.ts). */
  streamPattern: string;
  events: FaqStreamEvent[];
}

const faqImports: FaqImport[] = [
  {
    title: 'POST /lucy/faq/website streams the FAQs found',
    state: 'the website has FAQs',
    description: 'a request to import the FAQs of a website',
    website: FAQ_WEBSITE,
    stream:
      'id: 1\nevent: progress\ndata: {"message":"Reading harbourplumbing.example"}\n\n' +
      'id: 2\nevent: faq\ndata: {"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}\n\n' +
      'id: 3\nevent: done\ndata: {"count":1}\n\n',
    streamPattern: FAQ_STREAM_FOUND,
    events: [
      { type: 'progress', message: 'Reading harbourplumbing.example' },
      { type: 'faq', question: 'Do you do emergency call-outs?', answer: 'Yes, 24/7.' },
      { type: 'done', count: 1 },
    ],
  },
  {
    title: 'POST /lucy/faq/website ends with an error event when the site cannot be read (SPEC §8)',
    state: 'the website cannot be read',
    description: 'a request to import the FAQs of a website that cannot be read',
    website: UNREADABLE_WEBSITE,
    stream: 'id: 1\nevent: error\ndata: {"message":"We could not read unreachable.example"}\n\n',
    streamPattern: FAQ_STREAM_FAILED,
    events: [{ type: 'error', message: 'We could not read unreachable.example' }],
  },
];

/** The FAQ import stream (SPEC §7 gateway), one test each of faqImports. */
export function faqImportTests({ pactV3, gatewayAt }: GatewayContext) {
  for (const { title, state, description, website, stream, streamPattern, events } of faqImports) {
    it(title, async () => {
      const request = {
        method: 'POST',
        path: '/lucy/faq/website',
        headers: SSE_REQUEST_HEADERS,
        body: { url: website },
      };
      await pactV3()
        .given(state, { ...member, url: website })
        .uponReceiving(description)
        .withRequest(request)
        .willRespondWith({ status: success(200), body: stream, contentType: 'text/event-stream' })
        .withResponseMatchingRules(request, { body: { path: '$', rules: [regex(streamPattern, stream)] } })
        .executeTest(async (mock) => {
          const read: FaqStreamEvent[] = [];
          for await (const event of gatewayAt(mock.url).importWebsiteFaqs(website)) read.push(event);
          expect(read).toEqual(events);
        });
    });
  }
}
