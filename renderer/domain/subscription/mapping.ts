import type { Subscription } from './types.ts';

/** SPEC §4: the free tier a stored free subscription maps to. */
export const ACTIVE_FREE_SUBSCRIPTION: Subscription = { status: 'active', productTier: 'free', type: 'free' };
export const CANCELED_FREE_SUBSCRIPTION: Subscription = {
  status: 'canceled',
  productTier: 'free',
  type: 'free',
};

/**
 * SPEC §4: a free subscription stored as `cancelled` (British spelling) maps to the canceled free tier;
 * any other stored status to the active free tier.
 */
export function mapFreeSubscription(stored: { status: string }): Subscription {
  return stored.status === 'cancelled' ? CANCELED_FREE_SUBSCRIPTION : ACTIVE_FREE_SUBSCRIPTION;
}

function createdAt(subscription: Subscription): number {
  const time = Date.parse(subscription.subscriptionCreatedAt ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * SPEC §4: of the paid subscriptions, the latest by creation date. Undated entries count as oldest;
 * on a tie the first listed wins, so the answer does not depend on sort stability.
 */
export function latestPaidSubscription(subscriptions: readonly Subscription[]): Subscription | undefined {
  let latest: Subscription | undefined;
  for (const subscription of subscriptions) {
    if (!latest || createdAt(subscription) > createdAt(latest)) latest = subscription;
  }
  return latest;
}
