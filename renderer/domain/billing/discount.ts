import type { Subscription } from '../subscription/types.ts';

export type SubscriptionDiscount = NonNullable<Subscription['discount']>;

/** The plan's promo-code discount while it lasts at `now` (ms since the epoch): none once it has ended. */
export function runningDiscount(
  subscription: Subscription | null | undefined,
  now: number,
): SubscriptionDiscount | undefined {
  const discount = subscription?.discount;
  if (!discount || discount.percentOff <= 0) return undefined;
  if (discount.endsAt !== undefined) {
    const ends = Date.parse(discount.endsAt);
    if (Number.isNaN(ends) || ends <= now) return undefined;
  }
  return discount;
}

/** A price in minor units with `percentOff` taken off, rounded to the minor unit as the payment provider does. */
export function discountedAmount(amount: number, percentOff: number): number {
  return Math.round((amount * (100 - Math.min(100, Math.max(0, percentOff)))) / 100);
}
