import { Matchers } from '@pact-foundation/pact';
import type { GatewayClient } from '../../renderer/api/gateway.ts';
import { PAYMENT_HOSTS } from '../../renderer/domain/links/vetting.ts';
import { LUCY_NUMBER, OWNER, PRODUCT_TAG, PROMO_CODE } from '../fixtures.ts';
import { BEARER, type ConsumerPact, type coverage } from '../pactSetup.ts';

/**
 * The gateway's answers as the client reads them. Values the client compares with `===` are pinned to what
 * the interaction's state makes them (a campaign type, a subscription's type, status, tier and billing
 * period); types elsewhere. A field the client reads as null or absent alike is left out of the expected
 * answer: Pact can only require a key, so pinning null would refuse a provider that leaves it out.
 */
const { like, eachLike, integer, regex, boolean, equal, arrayContaining } = Matchers;

export const ISO_DATE_TIME = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '2026-01-15T09:30:00.000Z',
);

export const JSON_REQUEST = {
  Authorization: BEARER,
  Accept: 'application/json',
  'Content-Type': 'application/json',
};
export const GET_REQUEST = { Authorization: BEARER, Accept: 'application/json' };

export const member = { email: OWNER.email };

/** A checkout the client starts: the plan picked, a promo code, and where the payment page sends back to. */
export const CHECKOUT = {
  productTier: 'professional' as const,
  billingPeriod: 'monthly' as const,
  promoCode: PROMO_CODE,
  successUrl: 'http://app.test/setup/loading',
  cancelUrl: 'http://app.test/setup/billing',
};

/** A Lucy campaign: the client tells it from contact-automation campaigns by exactly this type. */
export const LUCY_CAMPAIGN = equal('lucy');
/** The free plan's subscription type; the client reads every other type as a paid plan. */
export const FREE = equal('free');
export const PAID = regex('^(?!free$).*$', 'paid');

/**
 * A subscription as the state made it. A paid plan says its billing period, whether it is set to cancel and
 * when its period ends; the free plan's billing period and period end are left out (null or absent, both
 * read as none).
 */
export function subscription(plan: {
  status: string;
  productTier: 'free' | 'professional' | 'business';
  billingPeriod?: 'monthly' | 'yearly';
  cancelAtPeriodEnd?: boolean;
}) {
  const base = {
    id: like('sub_1'),
    status: equal(plan.status),
    productTier: equal(plan.productTier),
    tag: like(PRODUCT_TAG),
    subscriptionCreatedAt: ISO_DATE_TIME,
  };
  if (plan.productTier === 'free') return { ...base, type: FREE };
  return {
    ...base,
    type: PAID,
    billingPeriod: equal(plan.billingPeriod ?? 'monthly'),
    cancelAtPeriodEnd: boolean(plan.cancelAtPeriodEnd ?? false),
    currentPeriodEnd: ISO_DATE_TIME,
  };
}

/** A Lucy number as the forwarding guide dials it: E.164, no spaces. */
export const E164 = regex('^\\+[1-9]\\d{6,14}$', LUCY_NUMBER);

/** The live Lucy campaign of a paid plan, with its Lucy number. */
export const liveCampaign = {
  id: like('cmp_1'),
  campaignType: LUCY_CAMPAIGN,
  phoneNumber: E164,
  subscription: { status: equal('live'), type: PAID },
};

/** The campaign of a cancelled free plan: no Lucy number (left out: null or absent alike). */
export const cancelledFreeCampaign = {
  id: like('cmp_1'),
  campaignType: LUCY_CAMPAIGN,
  subscription: { status: equal('cancelled'), type: FREE },
};

/** One price of the list, of the given tier and period. */
function price(
  productTier: string,
  billingPeriod: string,
  discounted: boolean,
  extra: (tier: string) => Record<string, unknown>,
) {
  return {
    ...extra(productTier),
    productTier: equal(productTier),
    billingPeriod: equal(billingPeriod),
    priceId: like(`price_${productTier}_${billingPeriod}`),
    currency: like('aud'),
    amount: integer(4900),
    ...(discounted ? { discountedAmount: integer(3920) } : {}),
    features: eachLike('Answers every call, day and night'),
  };
}

/**
 * The price list: the plan cards need each paid tier, billed monthly and yearly (in any order, with more).
 * `extra` adds the fields a proposal asks of each tier's prices.
 */
export function priceList(
  discounted: boolean,
  extra: (tier: string) => Record<string, unknown> = () => ({}),
) {
  return arrayContaining(
    ...['professional', 'business'].flatMap((tier) =>
      ['monthly', 'yearly'].map((period) => price(tier, period, discounted, extra)),
    ),
  );
}

/** A payment page the client goes to: https on the payment provider's hosts, or the dev backend's stand-in. */
export function paymentPage(example: string) {
  const hosts = PAYMENT_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|');
  return regex(`^(https://(${hosts})(/\\S*)?|http://(localhost|127\\.0\\.0\\.1)(:\\d+)?/\\S*)$`, example);
}

/** What each gateway module's interactions are written with (gateway.pact.test.ts). */
export interface GatewayContext {
  pact: ConsumerPact['pact'];
  pactV3: ConsumerPact['pactV3'];
  calls: ReturnType<typeof coverage>;
  /** The gateway client wired to the mock server (recorded for coverage); its identity is answered apart. */
  gatewayAt(url: string): GatewayClient;
}
