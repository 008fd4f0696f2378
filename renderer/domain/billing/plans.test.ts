import { describe, expect, it } from 'vitest';
import { bestYearlySavingPercent, isHigherTier, type Price, planOffers } from './plans.ts';

/** The dev backend's Australian price list: a year costs ten months. */
const prices: Price[] = [
  { productTier: 'professional', billingPeriod: 'monthly', currency: 'aud', amount: 9900 },
  { productTier: 'professional', billingPeriod: 'yearly', currency: 'aud', amount: 99000 },
  { productTier: 'business', billingPeriod: 'monthly', currency: 'aud', amount: 19900 },
  { productTier: 'business', billingPeriod: 'yearly', currency: 'aud', amount: 199000 },
];

const withPromo = prices.map((price) => ({ ...price, discountedAmount: Math.round(price.amount * 0.8) }));

describe('plan offers from the price list (SPEC §3 product tiers)', () => {
  it('lists the paid tiers cheapest first for the chosen period, whatever the order of the list', () => {
    expect(planOffers([...prices].reverse(), 'monthly')).toEqual([
      {
        tier: 'professional',
        period: 'monthly',
        currency: 'aud',
        amount: 9900,
        amountDue: 9900,
        discounted: false,
        features: [],
      },
      {
        tier: 'business',
        period: 'monthly',
        currency: 'aud',
        amount: 19900,
        amountDue: 19900,
        discounted: false,
        features: [],
      },
    ]);
  });

  it('carries what each tier includes from the price list', () => {
    const listed = prices.map((price) => ({ ...price, features: [`${price.productTier} things`] }));
    expect(planOffers(listed, 'monthly').map((offer) => offer.features)).toEqual([
      ['professional things'],
      ['business things'],
    ]);
  });

  it('billed yearly: what that comes to a month, and the saving over twelve monthly payments', () => {
    const [professional] = planOffers(prices, 'yearly');
    expect(professional).toMatchObject({ amountDue: 99000, monthlyEquivalent: 8250, yearlySaving: 19800 });
  });

  it('a promo code: the discounted amount is what is due, and savings compare discounted prices', () => {
    const [monthly] = planOffers(withPromo, 'monthly');
    expect(monthly).toMatchObject({ amount: 9900, amountDue: 7920, discounted: true });
    const [yearly] = planOffers(withPromo, 'yearly');
    expect(yearly).toMatchObject({ amountDue: 79200, monthlyEquivalent: 6600, yearlySaving: 15840 });
  });

  it('a discount that takes nothing off is not shown as one', () => {
    const [offer] = planOffers([{ ...(prices[0] as Price), discountedAmount: 9900 }], 'monthly');
    expect(offer?.discounted).toBe(false);
  });

  it('leaves out a tier without a price for the period, and the free tier (it has no price)', () => {
    const partial: Price[] = [
      { productTier: 'free', billingPeriod: 'monthly', currency: 'aud', amount: 0 },
      { productTier: 'business', billingPeriod: 'yearly', currency: 'aud', amount: 199000 },
    ];
    expect(planOffers(partial, 'monthly')).toEqual([]);
    const [business] = planOffers(partial, 'yearly');
    expect(business?.tier).toBe('business');
    expect(business?.yearlySaving).toBeUndefined();
  });

  it('the best yearly saving, in whole per cent', () => {
    expect(bestYearlySavingPercent(prices)).toBe(17);
    expect(bestYearlySavingPercent(prices.filter((price) => price.billingPeriod === 'monthly'))).toBe(0);
  });

  it('tiers rank free < professional < business', () => {
    expect(isHigherTier('business', 'professional')).toBe(true);
    expect(isHigherTier('professional', 'free')).toBe(true);
    expect(isHigherTier('professional', 'business')).toBe(false);
    expect(isHigherTier('professional', 'professional')).toBe(false);
  });
});
