import type { Subscription } from '../subscription/types.ts';
import { runningPaidPlan } from './planChange.ts';

/**
 * SPEC §4 "Subscription actions" on Manage Plan: what the owner can do with the subscription they have.
 * Cancelling a paid plan takes effect at the end of its period and can be reverted until then; the free plan
 * is cancelled at once (SPEC §2 /cancelled); a canceled subscription is reactivated (SPEC §2 /reactivate).
 */
export interface PlanActions {
  /** A running paid plan that is not yet set to cancel. */
  cancel: boolean;
  /** A running paid plan set to cancel at the end of its period. */
  revertCancellation: boolean;
  /** A paid plan was bought at some point, so the payment provider has a customer (invoices, card). */
  customerPortal: boolean;
  /** The free plan, running. */
  cancelFreePlan: boolean;
  /** The latest subscription is canceled. */
  reactivate: boolean;
  /** The last payment failed: the card needs updating in the customer portal. */
  updatePayment: boolean;
}

export function planActions(subscription: Subscription | null | undefined): PlanActions {
  const running = runningPaidPlan(subscription);
  const setToCancel = running?.cancelAtPeriodEnd === true;
  const free = subscription?.productTier === 'free';
  return {
    cancel: running !== undefined && !setToCancel,
    revertCancellation: running !== undefined && setToCancel,
    customerPortal: subscription !== null && subscription !== undefined && !free,
    cancelFreePlan: free && subscription?.status !== 'canceled',
    reactivate: subscription?.status === 'canceled',
    updatePayment: running?.status === 'past_due',
  };
}
