import { paths } from '../access/paths.ts';
import type { ProductTier, Subscription } from '../subscription/types.ts';
import { type BillingPeriod, isHigherTier, type PaidTier } from './plans.ts';

/** A paid plan the owner picks: a tier and how often it is billed. */
export interface PlanChoice {
  productTier: PaidTier;
  billingPeriod: BillingPeriod;
}

/** Statuses of a paid plan that still runs, and so can be changed rather than bought again. */
const RUNNING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'live']);

/** The paid plan that runs now, if any: the one an upgrade, a cancellation or the customer portal acts on. */
export function runningPaidPlan(subscription: Subscription | null | undefined): Subscription | undefined {
  if (!subscription || subscription.productTier === 'free') return undefined;
  return RUNNING_STATUSES.has(subscription.status) ? subscription : undefined;
}

/** SPEC §3 "Notification request": currentProductTier defaults to free. */
export const DEFAULT_CURRENT_PRODUCT_TIER: ProductTier = 'free';

/** The tier the owner is on now: a running paid plan's, else the default. */
export function currentProductTier(subscription: Subscription | null | undefined): ProductTier {
  return runningPaidPlan(subscription)?.productTier ?? DEFAULT_CURRENT_PRODUCT_TIER;
}

/**
 * What choosing a paid plan does, given the subscription:
 * - checkout: nothing paid runs (no plan, the free plan, or a canceled plan), so the owner pays at checkout;
 * - current: it is the running plan already;
 * - upgrade: a higher tier than the running plan (SPEC §2 /setup/loading/upgraded);
 * - switch: the same tier billed differently, or a lower tier (SPEC §2 /setup/loading/switched).
 */
export type PlanChange = 'checkout' | 'current' | 'upgrade' | 'switch';

export function planChange(subscription: Subscription | null | undefined, choice: PlanChoice): PlanChange {
  const running = runningPaidPlan(subscription);
  if (!running) return 'checkout';
  if (running.productTier === choice.productTier && running.billingPeriod === choice.billingPeriod) {
    return 'current';
  }
  return isHigherTier(choice.productTier, running.productTier) ? 'upgrade' : 'switch';
}

/** SPEC §2: where an upgrade or a switch waits for Lucy before returning to the settings. */
export function planChangeLoadingPath(change: 'upgrade' | 'switch'): string {
  return change === 'upgrade' ? paths.setupLoadingUpgraded : paths.setupLoadingSwitched;
}

/**
 * Where the payment page returns to after paying (SPEC §2 loading pages). An owner whose Lucy is not
 * answering (a new owner, or one whose plan was canceled and who turned call forwarding off, SPEC §2
 * /cancelled) waits on /setup/loading and goes on to the guide; an owner on the free plan moves up, and
 * waits on the settings' upgraded page (which the router sends to /setup/loading/upgraded).
 */
export function checkoutReturnPath(subscription: Subscription | null | undefined): string {
  const onFreePlan = subscription?.productTier === 'free' && subscription.status !== 'canceled';
  return onFreePlan ? paths.settingsLoadingUpgraded : paths.setupLoading;
}

/** SPEC §3 "Notification request". */
export interface NotificationRequest {
  notificationType: string;
  productTier: ProductTier;
  billingPeriod: BillingPeriod;
  currentProductTier: ProductTier;
}

/** The one notification the client sends: the owner chose a plan above the one they are on. */
export const UPGRADE_INTEREST = 'upgrade-interest';

/**
 * SPEC §3, §7 POST /organisations/notify: when an owner chooses a higher tier than the one they are on (free
 * when nothing paid runs), the organisation is told before checkout or the upgrade, so the team hears of it
 * even if the owner leaves the payment page. Switches and moves down send nothing.
 */
export function planNotification(
  subscription: Subscription | null | undefined,
  choice: PlanChoice,
): NotificationRequest | undefined {
  const current = currentProductTier(subscription);
  if (!isHigherTier(choice.productTier, current)) return undefined;
  return {
    notificationType: UPGRADE_INTEREST,
    productTier: choice.productTier,
    billingPeriod: choice.billingPeriod,
    currentProductTier: current,
  };
}
