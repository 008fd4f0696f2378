import type { Subscription } from '../subscription/types.ts';

/** A live monthly Professional plan for the billing rules' tests, changed by `overrides`. */
export const paidPlan = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  productTier: 'professional',
  type: 'paid',
  billingPeriod: 'monthly',
  ...overrides,
});
