import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberSubscription } from '../../data/mutations.ts';
import { paths } from '../../domain/access/paths.ts';
import { formatDate } from '../../domain/format/index.ts';
import { useApi, useSession } from '../../session/context.tsx';
import { notify } from '../../session/notify.ts';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { billingFailure } from './billingFailure.ts';
import { requirePaymentPage } from './paymentAddress.ts';
import { goToPaymentPage } from './paymentPage.ts';

export type SubscriptionAction = 'cancel' | 'revert' | 'portal' | 'cancelFreePlan';

const LEAVES_THE_PAGE: ReadonlySet<SubscriptionAction> = new Set(['portal', 'cancelFreePlan']);

/** SPEC §2 /cancelled: the navigation state that lets the router show the confirmation. */
export const FREE_CANCELLATION_STATE = { showFreeCancellationConfirmation: true } as const;

/**
 * SPEC §4 subscription actions on Manage Plan. Cancelling and reverting refresh the subscription (the session
 * summary the page and the guards read); the customer portal is the payment provider's page; cancelling the
 * free plan ends the session and shows /cancelled, which only a signed-out visitor may see (SPEC §2).
 */
export function useSubscriptionActions() {
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SubscriptionAction>();
  const [failure, setFailure] = useState<{ action: SubscriptionAction; message: string }>();

  /** Runs an action; true when it succeeded. One that leaves the page keeps waiting until it has. */
  async function run(action: SubscriptionAction, work: () => Promise<void>): Promise<boolean> {
    setPending(action);
    setFailure(undefined);
    try {
      await work();
      if (!LEAVES_THE_PAGE.has(action)) setPending(undefined);
      return true;
    } catch (error) {
      const message = billingFailure(error);
      if (message) setFailure({ action, message });
      setPending(undefined);
      return false;
    }
  }

  const locale = useOwnerLocale();

  return {
    pending,
    failure,
    clearFailure: () => setFailure(undefined),

    cancel: () =>
      run('cancel', async () => {
        const subscription = await api.gateway.cancelSubscription();
        await rememberSubscription(queryClient, subscription);
        const end = formatDate(subscription.currentPeriodEnd, locale);
        notify.success(end ? `Your plan is set to cancel on ${end}.` : 'Your plan is set to cancel.');
      }),

    revert: () =>
      run('revert', async () => {
        const subscription = await api.gateway.revertSubscriptionCancellation();
        await rememberSubscription(queryClient, subscription);
        const renewal = formatDate(subscription.currentPeriodEnd, locale);
        notify.success(renewal ? `Your plan carries on. It renews on ${renewal}.` : 'Your plan carries on.');
      }),

    openPortal: () =>
      run('portal', async () => {
        const { platform } = session;
        const portal = await api.gateway.createPortalSession({
          returnUrl: platform.paymentReturnAddress(session.environments, paths.settingsBilling),
        });
        const where = await goToPaymentPage(platform, requirePaymentPage(portal.url, session));
        // The web app has left; the desktop app stays on Manage Plan.
        if (where === 'opened-outside') setPending(undefined);
      }),

    cancelFreePlan: () =>
      run('cancelFreePlan', async () => {
        await api.gateway.cancelLucy();
        await session.signOut();
        await navigate(paths.cancelled, { replace: true, state: FREE_CANCELLATION_STATE });
      }),
  };
}
