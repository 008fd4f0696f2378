import type { ProductTier, SubscriptionStatus } from './types.ts';

/** SPEC §4 "Subscription display": shown for statuses the spec gives no wording for, and for none. */
export const NOT_APPLICABLE = 'N/A';
export const LUCY_NUMBER_NOT_AVAILABLE = 'Not Available';

/** SPEC §4: Active or trialing shows 'Active'; canceled 'Cancelled'; past_due 'Payment Failed'. */
export function subscriptionStatusLabel(status: SubscriptionStatus | undefined): string {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'Active';
    case 'canceled':
      return 'Cancelled';
    case 'past_due':
      return 'Payment Failed';
    default:
      return NOT_APPLICABLE;
  }
}

const TIER_LABELS: Record<ProductTier, string> = {
  professional: 'Professional',
  business: 'Business',
  free: 'Free',
};

/** SPEC §4: the tier shows Professional, Business, Free or N/A. */
export function productTierLabel(tier: string | undefined): string {
  return tier && Object.hasOwn(TIER_LABELS, tier) ? TIER_LABELS[tier as ProductTier] : NOT_APPLICABLE;
}

function isActiveOrTrialing(status: SubscriptionStatus | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** SPEC §4: the Lucy number shows only when active or trialing and a number exists, else 'Not Available'. */
export function lucyNumberLabel(
  status: SubscriptionStatus | undefined,
  phoneNumber: string | undefined,
): string {
  return isActiveOrTrialing(status) && phoneNumber ? phoneNumber : LUCY_NUMBER_NOT_AVAILABLE;
}

/** SPEC §2 "Sidebar": Connect Lucy is hidden for past_due or canceled subscriptions. */
export function showsConnectLucy(status: SubscriptionStatus | undefined): boolean {
  return status !== 'past_due' && status !== 'canceled';
}

/**
 * SPEC §2: the loading pages wait for the live subscription. A subscription that is already active or
 * trialing is live too: checkout may report either before the campaign says `live`.
 */
export function isLiveSubscription(status: SubscriptionStatus | undefined): boolean {
  return status === 'live' || isActiveOrTrialing(status);
}

/**
 * What the end of a running plan's period is, said beside SPEC §4's status (a trial reads "Active"): a plan set
 * to cancel stops then, a trial ends then; a plan that renews, or one that is not running, has nothing to say.
 */
export function periodEndNote(
  status: SubscriptionStatus | undefined,
  cancelAtPeriodEnd: boolean,
  date: string,
): string | undefined {
  if (status !== 'active' && status !== 'trialing') return undefined;
  if (cancelAtPeriodEnd) return `Ends on ${date}`;
  return status === 'trialing' ? `Free trial until ${date}` : undefined;
}
