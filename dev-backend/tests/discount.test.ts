import { describe, expect, it } from 'vitest';
import {
  paymentSessionResponseSchema,
  subscriptionsResponseSchema,
} from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

/** Buys Professional monthly at checkout with `promoCode` and answers the organisation's subscriptions. */
async function buyWith(email: string, promoCode: string | undefined) {
  const { token } = await t.as(email);
  const session = await t.request('POST', '/gateway/stripe/create-checkout-session', {
    token,
    json: {
      productTier: 'professional',
      billingPeriod: 'monthly',
      ...(promoCode ? { promoCode } : {}),
      successUrl: 'http://localhost:5173/setup/loading',
      cancelUrl: 'http://localhost:5173/setup/billing',
    },
  });
  const path = new URL(parsed(paymentSessionResponseSchema, session).data.url).pathname;
  const paid = await t.request('POST', `${path}/pay`, { form: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status).toBe(303);
  const subscriptions = await t.request('GET', '/gateway/subscriptions', { token });
  return parsed(subscriptionsResponseSchema, subscriptions).data.filter((plan) => plan.type !== 'free');
}

describe('a proposal (subscriptionDiscount): GET /subscriptions says what a discounted plan costs', () => {
  it('a plan bought with a promo code answers its code and percentage, for as long as the plan runs', async () => {
    const [plan] = await buyWith('owner.nosub@example.com', 'welcome20');
    expect(plan?.discount).toEqual({ promoCode: 'WELCOME20', percentOff: 20, endsAt: null });
  });

  it('a code that lasts some months answers when it ends, counted from the purchase', async () => {
    t.backend.services.billing.catalogue.addPromoCode('SPRING3', 30, 3);
    const [plan] = await buyWith('owner.new@example.com', 'SPRING3');
    const bought = Date.parse(plan?.subscriptionCreatedAt ?? '');
    const ends = new Date(bought);
    ends.setUTCMonth(ends.getUTCMonth() + 3);
    expect(plan?.discount).toEqual({ promoCode: 'SPRING3', percentOff: 30, endsAt: ends.toISOString() });
  });

  it('a plan bought without a code answers the field as null', async () => {
    const [plan] = await buyWith('owner.free@example.com', undefined);
    expect(plan).toMatchObject({ productTier: 'professional', discount: null });
  });
});
