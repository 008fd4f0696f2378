import { Matchers } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { PRODUCT_TAG, PROMO_CODE } from '../fixtures.ts';
import { success } from '../pactSetup.ts';
import {
  CHECKOUT,
  GET_REQUEST,
  ISO_DATE_TIME,
  JSON_REQUEST,
  member,
  paymentPage,
  priceList,
  subscription,
} from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { like, eachLike } = Matchers;

const paid = { ...member, productTier: 'professional', billingPeriod: 'monthly' };
const REFUSED_PROMO_CODE = 'EXPIRED10';
const PORTAL = { returnUrl: 'http://app.test/settings/billing' };
const UPGRADE = { productTier: 'business' as const, billingPeriod: 'yearly' as const };

/** Prices, payment pages and subscriptions (SPEC §7 gateway). */
export const billingInteractions: GatewayInteraction[] = [
  {
    title: 'GET /products/{tag}/all',
    state: 'the product has prices',
    params: { tag: PRODUCT_TAG },
    description: 'a request for the product prices',
    request: { method: 'GET', path: `/products/${PRODUCT_TAG}/all`, headers: GET_REQUEST },
    response: { status: success(200), body: { data: priceList(false) } },
    async check({ gateway }) {
      const prices = await gateway.getProductPrices(PRODUCT_TAG);
      expect(prices.map((price) => `${price.productTier} ${price.billingPeriod}`)).toEqual([
        'professional monthly',
        'professional yearly',
        'business monthly',
        'business yearly',
      ]);
      expect(prices[0]).toMatchObject({ amount: 4900, features: ['Answers every call, day and night'] });
    },
  },
  {
    title: 'GET /products/{tag}/all?promoCode=',
    state: 'the product has prices',
    params: { tag: PRODUCT_TAG, promoCode: PROMO_CODE },
    description: 'a request for the product prices with a promo code',
    request: {
      method: 'GET',
      path: `/products/${PRODUCT_TAG}/all`,
      headers: GET_REQUEST,
      query: { promoCode: PROMO_CODE },
    },
    response: { status: success(200), body: { data: priceList(true) } },
    async check({ gateway }) {
      const [first] = await gateway.getProductPrices(PRODUCT_TAG, PROMO_CODE);
      expect(first?.discountedAmount).toBe(3920);
    },
  },
  {
    title:
      'GET /products/{tag}/all?promoCode= with a code the gateway refuses is 400, read as an invalid code',
    state: 'the product has prices',
    params: { tag: PRODUCT_TAG },
    description: 'a request for the product prices with a promo code that is not valid',
    request: {
      method: 'GET',
      path: `/products/${PRODUCT_TAG}/all`,
      headers: GET_REQUEST,
      query: { promoCode: REFUSED_PROMO_CODE },
    },
    response: {
      status: 400,
      body: { message: like(`The promo code "${REFUSED_PROMO_CODE}" is not valid.`) },
    },
    async check({ gateway }) {
      // The plan cards tell a refused code (exactly 400) from an outage, and show the prices without it.
      await expect(gateway.getProductPrices(PRODUCT_TAG, REFUSED_PROMO_CODE)).rejects.toMatchObject({
        status: 400,
        detail: { message: `The promo code "${REFUSED_PROMO_CODE}" is not valid.` },
      });
    },
  },
  {
    title: 'POST /stripe/create-checkout-session',
    state: 'the organisation has no campaign',
    params: member,
    description: 'a request for a checkout session',
    request: {
      method: 'POST',
      path: '/stripe/create-checkout-session',
      headers: JSON_REQUEST,
      body: CHECKOUT,
    },
    response: {
      status: success(200),
      body: { data: { url: paymentPage('https://checkout.stripe.com/c/pay/cs_1') } },
    },
    async check({ gateway }) {
      const session = await gateway.createCheckoutSession(CHECKOUT);
      expect(session.url).toBe('https://checkout.stripe.com/c/pay/cs_1');
    },
  },
  {
    title: 'POST /stripe/portal-session',
    state: 'the organisation has a paid subscription',
    params: paid,
    description: 'a request for a customer portal session',
    request: { method: 'POST', path: '/stripe/portal-session', headers: JSON_REQUEST, body: PORTAL },
    response: {
      status: success(200),
      body: { data: { url: paymentPage('https://billing.stripe.com/p/session/bps_1') } },
    },
    async check({ gateway }) {
      expect((await gateway.createPortalSession(PORTAL)).url).toMatch(/^https:/);
    },
  },
  {
    title: 'POST /subscriptions/upgrade',
    state: 'the organisation has a paid subscription',
    params: paid,
    description: 'a request to upgrade the subscription',
    request: { method: 'POST', path: '/subscriptions/upgrade', headers: JSON_REQUEST, body: UPGRADE },
    response: { status: success(200), body: { data: subscription({ status: 'active', ...UPGRADE }) } },
    async check({ gateway }) {
      expect(await gateway.upgradeSubscription(UPGRADE)).toMatchObject(UPGRADE);
    },
  },
  {
    title: 'POST /subscriptions/cancel',
    state: 'the organisation has a paid subscription',
    params: paid,
    description: 'a request to cancel the subscription',
    request: { method: 'POST', path: '/subscriptions/cancel', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: {
        data: subscription({ status: 'active', productTier: 'professional', cancelAtPeriodEnd: true }),
      },
    },
    async check({ gateway }) {
      // Set to cancel at the end of the period: still active until then.
      expect(await gateway.cancelSubscription()).toMatchObject({
        status: 'active',
        productTier: 'professional',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: '2026-01-15T09:30:00.000Z',
      });
    },
  },
  {
    title: 'POST /subscriptions/revert-cancellation',
    state: 'the organisation has a paid subscription set to cancel',
    params: paid,
    description: 'a request to revert the cancellation',
    request: { method: 'POST', path: '/subscriptions/revert-cancellation', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: subscription({ status: 'active', productTier: 'professional' }) },
    },
    async check({ gateway }) {
      expect(await gateway.revertSubscriptionCancellation()).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: false,
      });
    },
  },
  {
    title: 'GET /subscriptions',
    state: 'the organisation has a paid subscription',
    params: paid,
    description: 'a request for the subscriptions',
    request: { method: 'GET', path: '/subscriptions', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: eachLike(subscription({ status: 'active', productTier: 'professional' })) },
    },
    async check({ gateway }) {
      const [first] = await gateway.getSubscriptions();
      expect(first).toMatchObject({
        status: 'active',
        productTier: 'professional',
        type: 'paid',
        billingPeriod: 'monthly',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-01-15T09:30:00.000Z',
      });
    },
  },
  {
    title: 'GET /subscriptions of the free plan: no billing period and no period end (null or absent)',
    state: 'the organisation has an active free plan',
    params: member,
    description: 'a request for the subscriptions of a free plan',
    request: { method: 'GET', path: '/subscriptions', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: eachLike(subscription({ status: 'active', productTier: 'free' })) },
    },
    async check({ gateway }) {
      const [first] = await gateway.getSubscriptions();
      expect(first).toMatchObject({ productTier: 'free', type: 'free', status: 'active' });
      expect([first?.billingPeriod ?? null, first?.currentPeriodEnd ?? null]).toEqual([null, null]);
    },
  },
  {
    title: 'GET /subscriptions of a free plan waiting to be reactivated says until when (SPEC §9)',
    state: 'the free plan was reactivated less than 30 days ago',
    params: member,
    description: 'a request for the subscriptions of a free plan waiting to be reactivated',
    request: { method: 'GET', path: '/subscriptions', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: {
        data: eachLike({
          ...subscription({ status: 'cancelled', productTier: 'free' }),
          reactivationAvailableAt: ISO_DATE_TIME,
        }),
      },
    },
    async check({ gateway }) {
      expect(await gateway.getSubscriptions()).toEqual([
        expect.objectContaining({
          productTier: 'free',
          type: 'free',
          status: 'cancelled',
          reactivationAvailableAt: '2026-01-15T09:30:00.000Z',
        }),
      ]);
    },
  },
];
