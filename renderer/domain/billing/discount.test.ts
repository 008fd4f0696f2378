import { describe, expect, it } from 'vitest';
import type { Subscription } from '../subscription/types.ts';
import { discountedAmount, runningDiscount } from './discount.ts';

const NOW = Date.parse('2026-12-01T00:00:00.000Z');
const plan = (discount: Subscription['discount']): Subscription => ({
  status: 'active',
  productTier: 'business',
  ...(discount ? { discount } : {}),
});

describe('a plan’s promo-code discount', () => {
  it('runs until it ends, or for as long as the plan runs when no end is given', () => {
    const lasting = { promoCode: 'WELCOME20', percentOff: 20 };
    expect(runningDiscount(plan(lasting), NOW)).toEqual(lasting);
    const ending = { ...lasting, endsAt: '2026-12-01T00:00:01.000Z' };
    expect(runningDiscount(plan(ending), NOW)).toEqual(ending);
    expect(runningDiscount(plan({ ...lasting, endsAt: '2026-12-01T00:00:00.000Z' }), NOW)).toBeUndefined();
  });

  it('is none without a discount, at 0 % off, or with an end that cannot be read', () => {
    expect(runningDiscount(plan(undefined), NOW)).toBeUndefined();
    expect(runningDiscount(null, NOW)).toBeUndefined();
    expect(runningDiscount(plan({ promoCode: 'ZERO', percentOff: 0 }), NOW)).toBeUndefined();
    expect(runningDiscount(plan({ promoCode: 'X', percentOff: 10, endsAt: 'soon' }), NOW)).toBeUndefined();
  });

  it('takes the percentage off in minor units, rounded to the cent', () => {
    expect(discountedAmount(9900, 20)).toBe(7920);
    expect(discountedAmount(4999, 15)).toBe(4249);
    expect(discountedAmount(9900, 100)).toBe(0);
    expect(discountedAmount(9900, 120)).toBe(0);
  });
});
