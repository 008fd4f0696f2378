import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { PRODUCT_TAG, PROMO_CODE } from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import {
  CHECKOUT,
  type GatewayContext,
  GET_REQUEST,
  ISO_DATE_TIME,
  JSON_REQUEST,
  member,
  paymentPage,
  priceList,
  subscription,
} from './common.ts';

const { like, eachLike } = Matchers;

const paid = { ...member, productTier: 'professional', billingPeriod: 'monthly' };
const REFUSED_PROMO_CODE = 'EXPIRED10';

/** Prices, payment pages and subscriptions (SPEC §7 gateway). */
export function billingInteractions({ pact, gatewayAt }: GatewayContext) {
  it('GET /products/{tag}/all', async () => {
    await pact
      .addInteraction()
      .given('the product has prices', { tag: PRODUCT_TAG })
      .uponReceiving('a request for the product prices')
      .withRequest('GET', `/products/${PRODUCT_TAG}/all`, (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: priceList(false) }),
      )
      .executeTest(async (mock) => {
        const prices = await gatewayAt(mock.url).getProductPrices(PRODUCT_TAG);
        expect(prices.map((price) => `${price.productTier} ${price.billingPeriod}`)).toEqual([
          'professional monthly',
          'professional yearly',
          'business monthly',
          'business yearly',
        ]);
        expect(prices[0]).toMatchObject({ amount: 4900, features: ['Answers every call, day and night'] });
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
        response.headers(JSON_RESPONSE).jsonBody({ data: priceList(true) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getProductPrices(PRODUCT_TAG, PROMO_CODE);
        expect(first?.discountedAmount).toBe(3920);
      });
  });

  it('GET /products/{tag}/all?promoCode= with a code the gateway refuses is 400, read as an invalid code', async () => {
    await pact
      .addInteraction()
      .given('the product has prices', { tag: PRODUCT_TAG })
      .uponReceiving('a request for the product prices with a promo code that is not valid')
      .withRequest('GET', `/products/${PRODUCT_TAG}/all`, (request) =>
        request.headers(GET_REQUEST).query({ promoCode: REFUSED_PROMO_CODE }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: like(`The promo code "${REFUSED_PROMO_CODE}" is not valid.`) }),
      )
      .executeTest(async (mock) => {
        // The plan cards tell a refused code (exactly 400) from an outage, and show the prices without it.
        await expect(
          gatewayAt(mock.url).getProductPrices(PRODUCT_TAG, REFUSED_PROMO_CODE),
        ).rejects.toMatchObject({
          status: 400,
          detail: { message: `The promo code "${REFUSED_PROMO_CODE}" is not valid.` },
        });
      });
  });

  it('POST /stripe/create-checkout-session', async () => {
    await pact
      .addInteraction()
      .given('the organisation has no campaign', member)
      .uponReceiving('a request for a checkout session')
      .withRequest('POST', '/stripe/create-checkout-session', (request) =>
        request.headers(JSON_REQUEST).jsonBody(CHECKOUT),
      )
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: { url: paymentPage('https://checkout.stripe.com/c/pay/cs_1') } }),
      )
      .executeTest(async (mock) => {
        const session = await gatewayAt(mock.url).createCheckoutSession(CHECKOUT);
        expect(session.url).toBe('https://checkout.stripe.com/c/pay/cs_1');
      });
  });

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
          .jsonBody({ data: { url: paymentPage('https://billing.stripe.com/p/session/bps_1') } }),
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
        response.headers(JSON_RESPONSE).jsonBody({ data: subscription({ status: 'active', ...body }) }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).upgradeSubscription(body)).toMatchObject(body);
      });
  });

  it('POST /subscriptions/cancel', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a paid subscription', paid)
      .uponReceiving('a request to cancel the subscription')
      .withRequest('POST', '/subscriptions/cancel', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: subscription({ status: 'active', productTier: 'professional', cancelAtPeriodEnd: true }),
        }),
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
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: subscription({ status: 'active', productTier: 'professional' }) }),
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
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: eachLike(subscription({ status: 'active', productTier: 'professional' })) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getSubscriptions();
        expect(first).toMatchObject({
          status: 'active',
          productTier: 'professional',
          type: 'paid',
          billingPeriod: 'monthly',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: '2026-01-15T09:30:00.000Z',
        });
      });
  });

  it('GET /subscriptions of the free plan: no billing period and no period end (null or absent)', async () => {
    await pact
      .addInteraction()
      .given('the organisation has an active free plan', member)
      .uponReceiving('a request for the subscriptions of a free plan')
      .withRequest('GET', '/subscriptions', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: eachLike(subscription({ status: 'active', productTier: 'free' })) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getSubscriptions();
        expect(first).toMatchObject({ productTier: 'free', type: 'free', status: 'active' });
        expect([first?.billingPeriod ?? null, first?.currentPeriodEnd ?? null]).toEqual([null, null]);
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
          data: eachLike({
            ...subscription({ status: 'cancelled', productTier: 'free' }),
            reactivationAvailableAt: ISO_DATE_TIME,
          }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).getSubscriptions()).toEqual([
          expect.objectContaining({
            productTier: 'free',
            type: 'free',
            status: 'cancelled',
            reactivationAvailableAt: '2026-01-15T09:30:00.000Z',
          }),
        ]);
      });
  });
}
