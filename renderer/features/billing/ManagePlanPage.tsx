import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataServices } from '../../data/apiContext.tsx';
import { lucyConfigQuery } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import {
  discountedAmount,
  runningDiscount,
  type SubscriptionDiscount,
} from '../../domain/billing/discount.ts';
import { perPeriod } from '../../domain/billing/format.ts';
import { planActions } from '../../domain/billing/planActions.ts';
import { checkoutReturnPath, planChange, runningPaidPlan } from '../../domain/billing/planChange.ts';
import { namePlanSettings, settingsBeyond, settingsInUse } from '../../domain/billing/planSettings.ts';
import {
  type BillingPeriod,
  LUCY_PRODUCT_TAG,
  type PlanOffer,
  planOffers,
} from '../../domain/billing/plans.ts';
import { formatDate, formatMoney } from '../../domain/format/index.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import type { Subscription } from '../../domain/subscription/types.ts';
import { useSession } from '../../session/context.tsx';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { useSettingsByTier } from '../../session/planIncludes.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useBillingAddress } from './addressParams.ts';
import styles from './billing.module.css';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { CurrentPlan } from './CurrentPlan.tsx';
import type { PlanCardAction } from './PlanPicker.tsx';
import { PlansSection } from './PlansSection.tsx';
import { usePlanChoice } from './usePlanChoice.ts';
import { type PlanPrices, usePlanPrices } from './usePlanPrices.ts';
import { useSubscriptionActions } from './useSubscriptionActions.ts';

const PERIOD_WORDS: Record<BillingPeriod, string> = { monthly: 'monthly', yearly: 'annual' };
const BILLED: Record<BillingPeriod, string> = { monthly: 'billed monthly', yearly: 'billed annually' };

/**
 * SPEC §2 /settings/billing, "Manage Plan": the owner's plan and what they can do with it, and the
 * other plans with their prices (the promo code of the address applied). A change to a running plan is
 * confirmed first; a plan bought anew goes through checkout. Rendered inside the settings layout.
 */
/**
 * What the owner's paid plan costs each period, e.g. "$99 per month", undefined until known: the list price, or
 * with a promo-code discount still running, what they pay and a note of the discount (until when, and the price
 * after that).
 */
function currentPrice(
  prices: PlanPrices['prices'],
  subscription: Subscription | null,
  locale: string | undefined,
  discount: SubscriptionDiscount | undefined,
): { pays: string; discountNote?: string } | undefined {
  const period = subscription?.billingPeriod;
  if (!prices || (period !== 'monthly' && period !== 'yearly')) return undefined;
  const offer = planOffers(prices, period).find((candidate) => candidate.tier === subscription?.productTier);
  if (!offer) return undefined;
  const perPeriodPrice = (amount: number) =>
    `${formatMoney(amount, offer.currency, locale)} ${perPeriod(period)}`;
  if (!discount) return { pays: perPeriodPrice(offer.amount) };
  const ends = formatDate(discount.endsAt, locale);
  return {
    pays: perPeriodPrice(discountedAmount(offer.amount, discount.percentOff)),
    discountNote: `${discount.promoCode}: ${discount.percentOff}% off${ends ? ` until ${ends}, then ${perPeriodPrice(offer.amount)}` : ''}`,
  };
}

export function ManagePlanPage() {
  const locale = useOwnerLocale();
  const subscription = useSessionSummary().data?.latestSubscription ?? null;
  // A proposal: the gateway says what a discounted plan costs only where the flag is on.
  const discountsAnswered = useSession().environments.some(
    (environment) => environment.flags.subscriptionDiscount,
  );
  const discount = discountsAnswered ? runningDiscount(subscription, Date.now()) : undefined;
  // During a free trial a change of plan charges nothing yet: the first charge stays on the trial's last day.
  const trialEnd =
    subscription?.status === 'trialing' ? formatDate(subscription.currentPeriodEnd, locale) : undefined;
  const running = runningPaidPlan(subscription);
  const { promoCode, setPromoCode, period, setPeriod, search } = useBillingAddress(
    running?.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
  );
  const plans = usePlanPrices(subscription?.tag ?? LUCY_PRODUCT_TAG, promoCode);
  const planPrice = currentPrice(plans.prices, subscription, locale, discount);
  const appliedCode = plans.promo.kind === 'applied' ? plans.promo.code : undefined;
  const choice = usePlanChoice({
    subscription,
    promoCode: appliedCode,
    checkoutReturn: {
      success: checkoutReturnPath(subscription),
      cancel: `${paths.settingsBilling}${search}`,
    },
  });
  const actions = useSubscriptionActions();
  const [changing, setChanging] = useState<{ offer: PlanOffer; change: 'upgrade' | 'switch' }>();
  const allowed = planActions(subscription);
  // A move to a plan without a setting the owner uses: said before it is confirmed, not found later.
  const config = useQuery(lucyConfigQuery(useDataServices())).data?.lucyConfig;
  const inUse = config && subscription ? settingsInUse(config) : [];
  // What each tier includes as the prices on screen say (flag planFeatures), else the client's table.
  const byTier = useSettingsByTier(plans);
  const includedNow = subscription
    ? inUse.filter((setting) => !settingsBeyond(subscription.productTier, [setting], byTier).length)
    : [];
  const stopping = changing ? settingsBeyond(changing.offer.tier, includedNow, byTier) : [];

  function actionFor(offer: PlanOffer): PlanCardAction {
    const tier = productTierLabel(offer.tier);
    switch (planChange(subscription, { productTier: offer.tier, billingPeriod: offer.period })) {
      case 'current':
        return { label: 'Current plan', current: true };
      case 'upgrade':
        return { label: `Upgrade to ${tier}` };
      case 'switch':
        return {
          label:
            offer.tier === running?.productTier
              ? `Switch to ${PERIOD_WORDS[offer.period]} billing`
              : `Switch to ${tier}`,
        };
      case 'checkout':
        return { label: `Choose ${tier}` };
    }
  }

  function choose(offer: PlanOffer) {
    const change = planChange(subscription, { productTier: offer.tier, billingPeriod: offer.period });
    if (change === 'checkout') void choice.choose({ productTier: offer.tier, billingPeriod: offer.period });
    else if (change !== 'current') setChanging({ offer, change });
  }

  function dismissChange() {
    setChanging(undefined);
    choice.clearFailure();
  }

  return (
    <div className={styles.settingsPage}>
      <h1>Manage your plan</h1>
      <p className={styles.lead}>Your plan, what it costs and how you pay for it.</p>
      <CurrentPlan
        subscription={subscription}
        allowed={allowed}
        actions={actions}
        price={planPrice?.pays}
        discountNote={planPrice?.discountNote}
      />

      {allowed.updatePayment ? (
        <p className={styles.muted}>Once your payment details are updated, you can change your plan here.</p>
      ) : (
        <PlansSection
          id="plans-heading"
          heading={running ? 'Change your plan' : 'Choose a plan'}
          failure={
            choice.failure && !changing
              ? { title: 'Your plan hasn’t changed', detail: choice.failure }
              : undefined
          }
          onPromoCodeChange={setPromoCode}
          plans={plans}
          period={period}
          onPeriodChange={setPeriod}
          actionFor={actionFor}
          onChoose={choose}
          pending={changing ? undefined : choice.pending}
          locale={locale}
        />
      )}

      <ConfirmDialog
        open={changing !== undefined}
        title={
          changing?.change === 'upgrade'
            ? `Upgrade to ${productTierLabel(changing.offer.tier)}?`
            : 'Switch your plan?'
        }
        confirmLabel={changing?.change === 'upgrade' ? 'Upgrade' : 'Switch plan'}
        dismissLabel="Go back"
        busy={choice.pending !== undefined}
        failure={changing ? choice.failure : undefined}
        onConfirm={() =>
          changing &&
          void choice.choose({ productTier: changing.offer.tier, billingPeriod: changing.offer.period })
        }
        onDismiss={dismissChange}
      >
        {changing ? (
          <p>
            Your plan becomes {productTierLabel(changing.offer.tier)}, {BILLED[changing.offer.period]}, at{' '}
            {formatMoney(changing.offer.amountDue, changing.offer.currency, locale)}{' '}
            {perPeriod(changing.offer.period)}
            {appliedCode ? ` with promo code ${appliedCode}` : ''}.{' '}
            {trialEnd
              ? `It changes straight away. Your free trial carries on: your first charge, at the new price, is on ${trialEnd}, to the card you gave at checkout.`
              : 'It changes straight away, and we charge the card you already pay with.'}
          </p>
        ) : null}
        {changing && stopping.length > 0 ? (
          <Alert tone="warning" title="Some of Lucy’s settings stop working">
            <p>
              {productTierLabel(changing.offer.tier)} doesn’t include {namePlanSettings(stopping)}, so Lucy
              stops using {stopping.length === 1 ? 'that setting' : 'those settings'}. Your settings are kept
              and work again if you move back to {productTierLabel(subscription?.productTier)}.
            </p>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
