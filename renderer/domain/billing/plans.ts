import type { ProductTier } from '../subscription/types.ts';

/**
 * The plans an owner can buy (SPEC §1, §3 "Product tiers are looked up by product tag with an optional
 * promoCode"), as the price list offers them.
 */

/** How often a paid plan is billed; the price list offers both. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The product tag Lucy's prices carry, for an owner who has no subscription (and so no tag) yet. */
export const LUCY_PRODUCT_TAG = 'lucy';

/** The tiers that are paid for, cheapest first. */
export const PAID_TIERS = ['professional', 'business'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

const TIER_RANK: Record<ProductTier, number> = { free: 0, professional: 1, business: 2 };

/** Whether moving from one tier to another is a move up (free < professional < business). */
export function isHigherTier(target: ProductTier, current: ProductTier): boolean {
  return TIER_RANK[target] > TIER_RANK[current];
}

export function isPaidTier(tier: ProductTier): tier is PaidTier {
  return tier !== 'free';
}

/** One entry of the price list, in the currency's minor unit; `discountedAmount` when a promo code applies. */
export interface Price {
  productTier: ProductTier;
  billingPeriod: BillingPeriod;
  currency: string;
  amount: number;
  discountedAmount?: number | undefined;
  /** What the tier includes, one line each, when the price list says. */
  features?: readonly string[] | undefined;
}

/** A paid plan as the plan picker shows it, for one billing period. */
export interface PlanOffer {
  tier: PaidTier;
  period: BillingPeriod;
  currency: string;
  /** The list price for the period. */
  amount: number;
  /** What is charged for the period: the list price, or less with a promo code. */
  amountDue: number;
  discounted: boolean;
  /** What the tier includes, as the price list says; empty when it says nothing. */
  features: readonly string[];
  /** Billed yearly: what that comes to a month. */
  monthlyEquivalent?: number;
  /** Billed yearly: what a year costs less than twelve monthly payments, when it does. */
  yearlySaving?: number;
}

function priceOf(prices: readonly Price[], tier: PaidTier, period: BillingPeriod): Price | undefined {
  return prices.find((price) => price.productTier === tier && price.billingPeriod === period);
}

function due(price: Price): number {
  return price.discountedAmount ?? price.amount;
}

/** The paid plans for a billing period, cheapest tier first; a tier the list has no price for is left out. */
export function planOffers(prices: readonly Price[], period: BillingPeriod): PlanOffer[] {
  return PAID_TIERS.flatMap((tier) => {
    const price = priceOf(prices, tier, period);
    if (!price) return [];
    const offer: PlanOffer = {
      tier,
      period,
      currency: price.currency,
      amount: price.amount,
      amountDue: due(price),
      discounted: price.discountedAmount !== undefined && price.discountedAmount < price.amount,
      features: price.features ?? [],
    };
    if (period === 'yearly') {
      offer.monthlyEquivalent = Math.round(offer.amountDue / 12);
      const monthly = priceOf(prices, tier, 'monthly');
      const saving = monthly ? due(monthly) * 12 - offer.amountDue : 0;
      if (saving > 0) offer.yearlySaving = saving;
    }
    return [offer];
  });
}

/** The largest saving yearly billing gives over monthly, in whole per cent (0 when it saves nothing). */
export function bestYearlySavingPercent(prices: readonly Price[]): number {
  let best = 0;
  for (const tier of PAID_TIERS) {
    const monthly = priceOf(prices, tier, 'monthly');
    const yearly = priceOf(prices, tier, 'yearly');
    if (!monthly || !yearly || monthly.amount <= 0) continue;
    best = Math.max(best, Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100));
  }
  return best;
}
