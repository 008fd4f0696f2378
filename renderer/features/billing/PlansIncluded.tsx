import { useState } from 'react';
import { type BillingPeriod, LUCY_PRODUCT_TAG } from '../../domain/billing/plans.ts';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { PlanPicker } from './PlanPicker.tsx';
import { usePlanPrices } from './usePlanPrices.ts';

/**
 * What each plan includes, for Help: the plan cards of Manage Plan side by side, with their prices and no
 * buttons (choosing is Manage Plan's), the owner's own plan marked.
 */
export function PlansIncluded() {
  const locale = useOwnerLocale();
  const subscription = useSessionSummary().data?.latestSubscription ?? null;
  const [period, setPeriod] = useState<BillingPeriod>(
    subscription?.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
  );
  const plans = usePlanPrices(subscription?.tag ?? LUCY_PRODUCT_TAG, undefined);
  return (
    <PlanPicker
      plans={plans}
      period={period}
      onPeriodChange={setPeriod}
      headingLevel={3}
      free={{ current: subscription?.productTier === 'free' }}
      actionFor={(offer) => ({ label: '', current: offer.tier === subscription?.productTier })}
      locale={locale}
    />
  );
}
