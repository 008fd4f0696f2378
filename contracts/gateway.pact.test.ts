import { Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SessionExpiredError } from '../renderer/api/errors.ts';
import { billingPeriodSchema, productTierSchema } from '../renderer/api/schemas/common.ts';
import { subscriptionStatusSchema } from '../renderer/api/schemas/gateway.ts';
import { FAQ_STREAM_FAILED, FAQ_STREAM_FOUND } from './eventStream.ts';
import {
  FAQ_WEBSITE,
  LUCY_NUMBER,
  NEWCOMER,
  ORGANISATION_ID,
  ORGANISATION_NAME,
  OWNER,
  PRODUCT_TAG,
  PROMO_CODE,
  UNREADABLE_WEBSITE,
} from './fixtures.ts';
import {
  apiFor,
  apiWithFailingRefresh,
  BEARER,
  consumerPact,
  coverage,
  JSON_RESPONSE,
  OTHER_IDENTITY,
  oneOf,
  organisationPath,
  success,
} from './pactSetup.ts';

const { like, eachLike, integer, regex, boolean, nullValue } = Matchers;
const { pact, pactV3, written, committed, afterUpdate } = consumerPact('gateway');
const calls = coverage();

const ISO_DATE_TIME = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '2026-01-15T09:30:00.000Z',
);
const JSON_REQUEST = {
  Authorization: BEARER,
  Accept: 'application/json',
  'Content-Type': 'application/json',
};
const GET_REQUEST = { Authorization: BEARER, Accept: 'application/json' };

const member = { email: OWNER.email };

/**
 * A subscription as the client reads it. The free plan's billing period and period end are null (the
 * client reads null as none; another value empties the subscription list); a paid plan says when its
 * period ends and whether it is set to cancel then.
 */
function subscription(status: string, productTier: string, cancelAtPeriodEnd = false) {
  const paid = productTier !== 'free';
  return {
    id: like('sub_1'),
    status: oneOf(subscriptionStatusSchema.options, status),
    productTier: oneOf(productTierSchema.options, productTier),
    type: like(paid ? 'paid' : 'free'),
    tag: like(PRODUCT_TAG),
    billingPeriod: paid ? oneOf(billingPeriodSchema.options, 'monthly') : nullValue(),
    subscriptionCreatedAt: ISO_DATE_TIME,
    cancelAtPeriodEnd: boolean(cancelAtPeriodEnd),
    currentPeriodEnd: paid ? ISO_DATE_TIME : nullValue(),
  };
}

/** A campaign; one without its Lucy number yet has a null `phoneNumber`. */
function campaign(status: string, numbered = true) {
  return {
    id: like('cmp_1'),
    campaignType: like('lucy'),
    phoneNumber: numbered ? like(LUCY_NUMBER) : nullValue(),
    subscription: { status: oneOf(subscriptionStatusSchema.options, status), type: like('paid') },
  };
}

/** The gateway client, recorded for coverage, wired to the mock server; its identity is answered here. */
function gatewayAt(url: string) {
  return calls.record(apiFor(url, { identity: OTHER_IDENTITY }).api.gateway);
}

describe('gateway pact (SPEC §7 "Gateway")', () => {
  it('GET /v1/ca/users/status', async () => {
    await pact
      .addInteraction()
      .given('a signed-in member of the organisation', {
        ...member,
        organisationName: ORGANISATION_NAME,
        firstName: OWNER.firstName,
        phone: OWNER.phone,
      })
      .uponReceiving('a request for the user status')
      .withRequest('GET', '/v1/ca/users/status', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: { clientInfo: { email: like(OWNER.email), firstName: like(OWNER.firstName) } },
        }),
      )
      .executeTest(async (mock) => {
        const status = await gatewayAt(mock.url).getUserStatus();
        expect(status.clientInfo.firstName).toBe(OWNER.firstName);
      });
  });

  it('a 401 for an expired token, which makes the client refresh (SPEC §7 session handling)', async () => {
    await pact
      .addInteraction()
      .given('the access token has expired')
      .uponReceiving('a request for the user status with an expired token')
      .withRequest('GET', '/v1/ca/users/status', (request) => request.headers(GET_REQUEST))
      .willRespondWith(401)
      .executeTest(async (mock) => {
        const { api, tokens, sessionEnd, refreshes } = apiWithFailingRefresh(mock.url);
        await expect(calls.record(api.gateway).getUserStatus()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
        expect(tokens.current).toBeNull();
        expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
      });
  });

  it('GET /v1/ca/campaigns', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a live Lucy campaign', { ...member, phoneNumber: LUCY_NUMBER })
      .uponReceiving('a request for the campaigns')
      .withRequest('GET', '/v1/ca/campaigns', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(campaign('live')) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getCampaigns();
        expect(first).toMatchObject({
          campaignType: 'lucy',
          phoneNumber: LUCY_NUMBER,
          subscription: { status: 'live' },
        });
      });
  });

  const price = (discounted: boolean) => ({
    productTier: oneOf(productTierSchema.options, 'professional'),
    billingPeriod: oneOf(billingPeriodSchema.options, 'monthly'),
    priceId: like('price_professional_monthly'),
    currency: like('aud'),
    amount: integer(4900),
    ...(discounted ? { discountedAmount: integer(3920) } : {}),
    features: eachLike('Answers every call, day and night'),
  });

  it('GET /products/{tag}/all', async () => {
    await pact
      .addInteraction()
      .given('the product has prices', { tag: PRODUCT_TAG })
      .uponReceiving('a request for the product prices')
      .withRequest('GET', `/products/${PRODUCT_TAG}/all`, (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(price(false)) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getProductPrices(PRODUCT_TAG);
        expect(first).toMatchObject({
          productTier: 'professional',
          amount: 4900,
          features: ['Answers every call, day and night'],
        });
      });
  });

  it('GET /products/{tag}/all?promoCode=', async () => {
    await pact
      .addInteraction()
      .given('the product has prices', { tag: PRODUCT_TAG, promoCode: PROMO_CODE })
      .uponReceiving('a request for the product prices with a promo code')
      .withRequest('GET', `/products/${PRODUCT_TAG}/all`, (request) =>
        request.headers(GET_REQUEST).query({ promoCode: PROMO_CODE }),
      )
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(price(true)) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getProductPrices(PRODUCT_TAG, PROMO_CODE);
        expect(first?.discountedAmount).toBe(3920);
      });
  });

  const checkout = {
    productTier: 'professional' as const,
    billingPeriod: 'monthly' as const,
    promoCode: PROMO_CODE,
    successUrl: 'http://app.test/setup/loading',
    cancelUrl: 'http://app.test/setup/billing',
  };

  it('POST /stripe/create-checkout-session', async () => {
    await pact
      .addInteraction()
      .given('the organisation has no campaign', member)
      .uponReceiving('a request for a checkout session')
      .withRequest('POST', '/stripe/create-checkout-session', (request) =>
        request.headers(JSON_REQUEST).jsonBody(checkout),
      )
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: { url: like('https://checkout.stripe.test/c/pay/cs_1') } }),
      )
      .executeTest(async (mock) => {
        const session = await gatewayAt(mock.url).createCheckoutSession(checkout);
        expect(session.url).toBe('https://checkout.stripe.test/c/pay/cs_1');
      });
  });

  const paid = { ...member, productTier: 'professional', billingPeriod: 'monthly' };

  it('POST /stripe/portal-session', async () => {
    const body = { returnUrl: 'http://app.test/settings/billing' };
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription', paid)
      .uponReceiving('a request for a customer portal session')
      .withRequest('POST', '/stripe/portal-session', (request) =>
        request.headers(JSON_REQUEST).jsonBody(body),
      )
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: { url: like('https://billing.stripe.test/p/session/bps_1') } }),
      )
      .executeTest(async (mock) => {
        expect((await gatewayAt(mock.url).createPortalSession(body)).url).toMatch(/^https:/);
      });
  });

  it('POST /subscriptions/upgrade', async () => {
    const body = { productTier: 'business' as const, billingPeriod: 'yearly' as const };
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription', paid)
      .uponReceiving('a request to upgrade the subscription')
      .withRequest('POST', '/subscriptions/upgrade', (request) =>
        request.headers(JSON_REQUEST).jsonBody(body),
      )
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: subscription('active', 'business') }),
      )
      .executeTest(async (mock) => {
        expect((await gatewayAt(mock.url).upgradeSubscription(body)).productTier).toBe('business');
      });
  });

  it('POST /subscriptions/cancel', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription', paid)
      .uponReceiving('a request to cancel the subscription')
      .withRequest('POST', '/subscriptions/cancel', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: subscription('active', 'professional', true) }),
      )
      .executeTest(async (mock) => {
        // Set to cancel at the end of the period: still active until then.
        expect(await gatewayAt(mock.url).cancelSubscription()).toMatchObject({
          status: 'active',
          productTier: 'professional',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: '2026-01-15T09:30:00.000Z',
        });
      });
  });

  it('POST /subscriptions/revert-cancellation', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription set to cancel', paid)
      .uponReceiving('a request to revert the cancellation')
      .withRequest('POST', '/subscriptions/revert-cancellation', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: subscription('active', 'professional') }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).revertSubscriptionCancellation()).toMatchObject({
          status: 'active',
          cancelAtPeriodEnd: false,
        });
      });
  });

  it('GET /subscriptions', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription', paid)
      .uponReceiving('a request for the subscriptions')
      .withRequest('GET', '/subscriptions', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(subscription('active', 'professional')) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getSubscriptions();
        expect(first).toMatchObject({
          status: 'active',
          productTier: 'professional',
          billingPeriod: 'monthly',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: '2026-01-15T09:30:00.000Z',
        });
      });
  });

  it('GET /organisations/{id}', async () => {
    await pact
      .addInteraction()
      .given('a signed-in member of the organisation', {
        ...member,
        organisationName: ORGANISATION_NAME,
        firstName: OWNER.firstName,
        phone: OWNER.phone,
      })
      .uponReceiving('a request for the account preview')
      .withRequest('GET', organisationPath('/organisations/'), (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: { id: like(ORGANISATION_ID), name: like(ORGANISATION_NAME) } }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).getAccountPreview(ORGANISATION_ID)).toEqual({
          id: ORGANISATION_ID,
          name: ORGANISATION_NAME,
        });
      });
  });

  it('POST /organisations/{id}/create-free-lucy-campaign', async () => {
    await pact
      .addInteraction()
      .given('the organisation has no campaign', member)
      .uponReceiving('a request to create a free Lucy campaign')
      .withRequest('POST', organisationPath('/organisations/', '/create-free-lucy-campaign'), (request) =>
        request.headers(GET_REQUEST),
      )
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: {
            id: like('cmp_1'),
            campaignType: like('lucy'),
            subscription: { status: oneOf(subscriptionStatusSchema.options, 'active'), type: like('free') },
          },
        }),
      )
      .executeTest(async (mock) => {
        const created = await gatewayAt(mock.url).createFreeLucyCampaign();
        expect(created.subscription).toEqual({ status: 'active', type: 'free' });
      });
  });

  it('POST /organisations/notify', async () => {
    const body = {
      notificationType: 'upgrade-interest',
      productTier: 'business' as const,
      billingPeriod: 'monthly' as const,
      currentProductTier: 'free' as const,
    };
    // The client sends one notification type (renderer/domain/billing/notification.ts), for any plan choice.
    const matching = {
      notificationType: body.notificationType,
      productTier: oneOf(productTierSchema.options, body.productTier),
      billingPeriod: oneOf(billingPeriodSchema.options, body.billingPeriod),
      currentProductTier: oneOf(productTierSchema.options, body.currentProductTier),
    };
    await pact
      .addInteraction()
      .given('the organisation has an active free plan', member)
      .uponReceiving('a notification request')
      .withRequest('POST', '/organisations/notify', (request) =>
        request.headers(JSON_REQUEST).jsonBody(matching),
      )
      .willRespondWith(success(204))
      .executeTest(async (mock) => {
        await expect(gatewayAt(mock.url).notify(body)).resolves.toBeUndefined();
      });
  });

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

  // Event streams need PactV3 (research/pact.md §3.2): a text body held to a whole-body regex, since Pact
  // cannot match event fields. eventStream.ts pins each event's data the client reads, with any framing the
  // client's parser accepts. The client reads the body whatever its Content-Type says.
  const SSE_REQUEST_HEADERS = {
    Authorization: BEARER,
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };

  it('POST /lucy/faq/website streams the FAQs found', async () => {
    const request = {
      method: 'POST',
      path: '/lucy/faq/website',
      headers: SSE_REQUEST_HEADERS,
      body: { url: FAQ_WEBSITE },
    };
    const stream =
      'id: 1\nevent: progress\ndata: {"message":"Reading harbourplumbing.example"}\n\n' +
      'id: 2\nevent: faq\ndata: {"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}\n\n' +
      'id: 3\nevent: done\ndata: {"count":1}\n\n';
    await pactV3()
      .given('the website has FAQs', { ...member, url: FAQ_WEBSITE })
      .uponReceiving('a request to import the FAQs of a website')
      .withRequest(request)
      .willRespondWith({
        status: success(200),
        body: stream,
        contentType: 'text/event-stream',
      })
      .withResponseMatchingRules(request, {
        body: {
          path: '$',
          rules: [regex(FAQ_STREAM_FOUND, stream)],
        },
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
    const request = {
      method: 'POST',
      path: '/lucy/faq/website',
      headers: SSE_REQUEST_HEADERS,
      body: { url: UNREADABLE_WEBSITE },
    };
    const stream = 'id: 1\nevent: error\ndata: {"message":"We could not read unreachable.example"}\n\n';
    await pactV3()
      .given('the website cannot be read', { ...member, url: UNREADABLE_WEBSITE })
      .uponReceiving('a request to import the FAQs of a website that cannot be read')
      .withRequest(request)
      .willRespondWith({
        status: success(200),
        body: stream,
        contentType: 'text/event-stream',
      })
      .withResponseMatchingRules(request, {
        body: {
          path: '$',
          rules: [regex(FAQ_STREAM_FAILED, stream)],
        },
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
        response.headers(JSON_RESPONSE).jsonBody({ data: subscription('active', 'free') }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).reactivateLucy()).toMatchObject({
          status: 'active',
          productTier: 'free',
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

  it('GET /subscriptions of the free plan: no billing period and no period end (null)', async () => {
    await pact
      .addInteraction()
      .given('the organisation has an active free plan', member)
      .uponReceiving('a request for the subscriptions of a free plan')
      .withRequest('GET', '/subscriptions', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(subscription('active', 'free')) }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).getSubscriptions()).toEqual([
          expect.objectContaining({ productTier: 'free', billingPeriod: null, currentPeriodEnd: null }),
        ]);
      });
  });

  it('GET /subscriptions of a free plan waiting to be reactivated says until when (SPEC §9)', async () => {
    await pact
      .addInteraction()
      .given('the free plan was reactivated less than 30 days ago', member)
      .uponReceiving('a request for the subscriptions of a free plan waiting to be reactivated')
      .withRequest('GET', '/subscriptions', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: eachLike({ ...subscription('cancelled', 'free'), reactivationAvailableAt: ISO_DATE_TIME }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).getSubscriptions()).toEqual([
          expect.objectContaining({
            productTier: 'free',
            status: 'cancelled',
            reactivationAvailableAt: '2026-01-15T09:30:00.000Z',
          }),
        ]);
      });
  });

  it('GET /v1/ca/campaigns of a campaign without its Lucy number (null)', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a cancelled free plan', member)
      .uponReceiving('a request for the campaigns of a campaign without a number')
      .withRequest('GET', '/v1/ca/campaigns', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(campaign('cancelled', false)) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getCampaigns();
        expect(first).toMatchObject({ campaignType: 'lucy', phoneNumber: null });
      });
  });

  it('a 403 for a token without the organisation, which makes the client refresh (SPEC §7)', async () => {
    await pact
      .addInteraction()
      .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: NEWCOMER.phone })
      .uponReceiving('a request for a checkout session by a user whose token names no organisation')
      .withRequest('POST', '/stripe/create-checkout-session', (request) =>
        request.headers(JSON_REQUEST).jsonBody(checkout),
      )
      .willRespondWith(403)
      .executeTest(async (mock) => {
        const { api, refreshes } = apiWithFailingRefresh(mock.url);
        await expect(calls.record(api.gateway).createCheckoutSession(checkout)).rejects.toBeInstanceOf(
          SessionExpiredError,
        );
        expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
      });
  });

  it('covers every gateway call of SPEC §7', () => {
    expect(calls.uncovered(apiFor('http://unused.test').api.gateway)).toEqual([]);
  });

  it('the committed pact is current', () => {
    afterUpdate();
    expect(written(), 'contracts/pacts is stale: run UPDATE_PACTS=1 npx vitest run --project contracts').toBe(
      committed(),
    );
  });
});
