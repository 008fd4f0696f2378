import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dataKeys } from '../../data/queries.ts';
import {
  type PlanChoice,
  planChange,
  planChangeLoadingPath,
  planNotification,
} from '../../domain/billing/planChange.ts';
import type { PaidTier } from '../../domain/billing/plans.ts';
import type { Subscription } from '../../domain/subscription/types.ts';
import { useApi, useSession } from '../../session/context.tsx';
import { billingFailure } from './billingFailure.ts';
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
  choose(choice: PlanChoice): Promise<void>;
  clearFailure(): void;
}

/**
 * Choosing a paid plan (SPEC §7): the organisation is told of an upgrade (POST /organisations/notify, which
 * must not stand in the owner's way, so its failure is only logged), then either a checkout session sends the
 * owner to the payment page, or the running plan is changed and the owner waits on the loading page.
 */
export function usePlanChoice(options: PlanChoiceOptions): PlanChoiceState {
  const api = useApi();
  const session = useSession();
  const { environments, platform } = session;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PaidTier>();
  const [failure, setFailure] = useState<string>();

  function notifyUpgrade(choice: PlanChoice): Promise<void> {
    const notification = planNotification(options.subscription, choice);
    if (!notification) return Promise.resolve();
    return api.gateway
      .notify(notification)
      .catch((error: unknown) => console.warn('The plan choice was not passed on to the team.', error));
  }

  async function choose(choice: PlanChoice): Promise<void> {
    const change = planChange(options.subscription, choice);
    if (change === 'current') return;
    setPending(choice.productTier);
    setFailure(undefined);
    const promo = options.promoCode ? { promoCode: options.promoCode } : {};
    try {
      if (change === 'checkout') {
        const [checkout] = await Promise.all([
          api.gateway.createCheckoutSession({
            ...choice,
            ...promo,
            successUrl: platform.paymentReturnAddress(environments, options.checkoutReturn.success),
            cancelUrl: platform.paymentReturnAddress(environments, options.checkoutReturn.cancel),
          }),
          notifyUpgrade(choice),
        ]);
        const where = await goToPaymentPage(platform, requirePaymentPage(checkout.url, session));
        // The web app has left; the desktop app stays, ready for the owner's return.
        if (where === 'opened-outside') setPending(undefined);
        return;
      }
      await Promise.all([api.gateway.upgradeSubscription({ ...choice, ...promo }), notifyUpgrade(choice)]);
      await queryClient.invalidateQueries({ queryKey: dataKeys.subscriptions() });
      await navigate(planChangeLoadingPath(change));
    } catch (error) {
      setFailure(billingFailure(error));
      setPending(undefined);
    }
  }

  return { pending, failure, choose, clearFailure: () => setFailure(undefined) };
}
