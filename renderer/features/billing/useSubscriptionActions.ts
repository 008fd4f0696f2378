import { useNavigate } from 'react-router';
import { serviceFailure } from '../../api/refusals.ts';
import { busyUntilLeaving } from '../../data/leavingWrite.ts';
import {
  useCancelLucy,
  useCancelSubscription,
  useCreatePortalSession,
  useRevertSubscriptionCancellation,
} from '../../data/mutations.ts';
import { paths } from '../../domain/access/paths.ts';
import { billingFailureMessage } from '../../domain/errorCatalogue.ts';
import { formatDate } from '../../domain/format/index.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { requirePaymentPage } from './paymentAddress.ts';
import { goToPaymentPage } from './paymentPage.ts';

export type SubscriptionAction = 'cancel' | 'revert' | 'portal' | 'cancelFreePlan';

const LEAVES_THE_PAGE: ReadonlySet<SubscriptionAction> = new Set(['portal', 'cancelFreePlan']);

/** SPEC §2 /cancelled: the navigation state that lets the router show the confirmation. */
export const FREE_CANCELLATION_STATE = { showFreeCancellationConfirmation: true } as const;

/** What the page reads of each action's mutation. */
interface ActionState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  reset(): void;
}

/**
 * SPEC §4 subscription actions on Manage Plan, each a mutation of renderer/data. Cancelling and reverting put
 * the subscription they answer into the cache (the session summary the page and the guards read); the customer
 * portal is the payment provider's page; cancelling the free plan ends the session and shows /cancelled, which
 * only a signed-out visitor may see (SPEC §2). An action that leaves the page stays pending until it has.
 */
export function useSubscriptionActions() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useOwnerLocale();
  const cancel = useCancelSubscription();
  const revert = useRevertSubscriptionCancellation();
  const portal = useCreatePortalSession((url) => requirePaymentPage(url, session));
  const cancelFreePlan = useCancelLucy();
  const states: Record<SubscriptionAction, ActionState> = { cancel, revert, portal, cancelFreePlan };
  const actions = Object.keys(states) as SubscriptionAction[];
  const pending = actions.find((action) =>
    LEAVES_THE_PAGE.has(action) ? busyUntilLeaving(states[action]) : states[action].isPending,
  );
  const failed = actions.find((action) => states[action].isError);
  const message = failed && billingFailureMessage(serviceFailure(states[failed].error));

  /** Starts an action afresh (the last failure cleared); resolves true when it and what follows succeeded. */
  function run<Answer>(start: () => Promise<Answer>, then: (answer: Answer) => Promise<void> | void) {
    for (const action of actions) states[action].reset();
    return start().then(
      async (answer) => {
        await then(answer);
        return true;
      },
      // The failure is the mutation's state, shown from there.
      () => false,
    );
  }

  return {
    pending,
    failure: failed && message ? { action: failed, message } : undefined,
    clearFailure: () => {
      for (const action of actions) if (states[action].isError) states[action].reset();
    },

    cancel: () =>
      run(
        () => cancel.mutateAsync(),
        (subscription) => {
          const end = formatDate(subscription.currentPeriodEnd, locale);
          notify.success(end ? `Your plan is set to cancel on ${end}.` : 'Your plan is set to cancel.');
        },
      ),

    revert: () =>
      run(
        () => revert.mutateAsync(),
        (subscription) => {
          const renewal = formatDate(subscription.currentPeriodEnd, locale);
          notify.success(
            renewal ? `Your plan carries on. It renews on ${renewal}.` : 'Your plan carries on.',
          );
        },
      ),

    openPortal: () =>
      run(
        () => portal.mutateAsync(paths.settingsBilling),
        async (page) => {
          // The web app has left; the desktop app stays on Manage Plan.
          if ((await goToPaymentPage(session.platform, page)) === 'opened-outside') portal.reset();
        },
      ),

    cancelFreePlan: () =>
      run(
        () => cancelFreePlan.mutateAsync(),
        async () => {
          await session.signOut();
          await navigate(paths.cancelled, { replace: true, state: FREE_CANCELLATION_STATE });
        },
      ),
  };
}
