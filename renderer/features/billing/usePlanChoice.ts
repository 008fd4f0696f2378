import { useNavigate } from 'react-router';
import { serviceFailure } from '../../api/refusals.ts';
import { busyUntilLeaving } from '../../data/leavingWrite.ts';
import { useCreateCheckoutSession, useUpgradeSubscription } from '../../data/mutations.ts';
import {
  type PlanChoice,
  planChange,
  planChangeLoadingPath,
  planNotification,
} from '../../domain/billing/planChange.ts';
import { isPaidTier, type PaidTier } from '../../domain/billing/plans.ts';
import { billingFailureMessage } from '../../domain/errorCatalogue.ts';
import type { Subscription } from '../../domain/subscription/types.ts';
import { useSession } from '../../session/context.tsx';
import { requirePaymentPage } from './paymentAddress.ts';
import { goToPaymentPage } from './paymentPage.ts';

export interface PlanChoiceOptions {
  subscription: Subscription | null | undefined;
  /** The promo code the prices were shown with, when the gateway accepted it. */
  promoCode: string | undefined;
  /** Where the payment page returns after paying, and after the owner backs out of it. */
  checkoutReturn: { success: string; cancel: string };
}

export interface PlanChoiceState {
  /** The tier whose choice is under way. */
  pending: PaidTier | undefined;
  failure: string | undefined;
  /** Buys the plan at checkout, or changes the running plan to it (SPEC §4 upgrade). */
  choose(choice: PlanChoice): void;
  clearFailure(): void;
}

/**
 * Choosing a paid plan (SPEC §7): either a checkout session sends the owner to the payment page, or the running
 * plan is changed (its answer replaces the cached subscription) and the owner waits on the loading page. The
 * organisation is told of an upgrade alongside (renderer/data/mutations.ts). A choice that leaves the page stays
 * pending until it has.
 */
export function usePlanChoice(options: PlanChoiceOptions): PlanChoiceState {
  const session = useSession();
  const navigate = useNavigate();
  const checkout = useCreateCheckoutSession((url) => requirePaymentPage(url, session));
  const upgrade = useUpgradeSubscription();
  const under = [checkout, upgrade].find(busyUntilLeaving);
  const pendingTier = under?.variables?.choice.productTier;
  const failed = [checkout, upgrade].find((mutation) => mutation.isError);

  function choose(choice: PlanChoice): void {
    const change = planChange(options.subscription, choice);
    if (change === 'current') return;
    checkout.reset();
    upgrade.reset();
    const promo = options.promoCode ? { promoCode: options.promoCode } : {};
    const notification = planNotification(options.subscription, choice);
    if (change === 'checkout') {
      checkout.mutate(
        {
          choice: { ...choice, ...promo },
          returnTo: options.checkoutReturn,
          ...(notification && { notification }),
        },
        {
          onSuccess: async (page) => {
            // The web app has left; the desktop app stays, ready for the owner's return through lucy://.
            if ((await goToPaymentPage(session.platform, page)) === 'opened-outside') checkout.reset();
          },
        },
      );
      return;
    }
    upgrade.mutate(
      { choice: { ...choice, ...promo }, ...(notification && { notification }) },
      { onSuccess: () => void navigate(planChangeLoadingPath(change)) },
    );
  }

  return {
    pending: pendingTier && isPaidTier(pendingTier) ? pendingTier : undefined,
    failure: failed ? billingFailureMessage(serviceFailure(failed.error)) : undefined,
    choose,
    clearFailure: () => {
      checkout.reset();
      upgrade.reset();
    },
  };
}
