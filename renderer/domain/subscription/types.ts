/** SPEC §3 "Subscription": the statuses the client sees. `live` is what the loading pages wait for. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'canceled', 'past_due', 'live'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §1, §3: the tiers shown. */
export const PRODUCT_TIERS = ['free', 'professional', 'business'] as const;
export type ProductTier = (typeof PRODUCT_TIERS)[number];

/** SPEC §3: the only type value shown is `free`; others are not, so any string is carried through. */
export type SubscriptionType = 'free' | (string & {});

/** SPEC §3 "Subscription", as the rest of the client uses it after mapping (see mapping.ts). */
export interface Subscription {
  status: SubscriptionStatus;
  productTier: ProductTier;
  type?: SubscriptionType;
  /** The assistant tag products are looked up by. */
  tag?: string;
  billingPeriod?: string;
  /** ISO 8601 date-time; the latest paid subscription is chosen by it. */
  subscriptionCreatedAt?: string;
  /** A paid plan set to cancel when its current period ends: still running until then, and revertible. */
  cancelAtPeriodEnd?: boolean;
  /** ISO 8601 date-time at which a paid plan renews, or ends when it is set to cancel. */
  currentPeriodEnd?: string;
  /** The promo code's discount the plan was bought with; `endsAt` (ISO 8601) absent: for as long as it runs. */
  discount?: { promoCode: string; percentOff: number; endsAt?: string };
}

/** SPEC §3: the stored status values seen for a free subscription. */
export type FreeSubscriptionStoredStatus = 'active' | 'cancelled';
