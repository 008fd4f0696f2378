import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataKeys } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import { checkoutReturnPath } from '../../domain/billing/planChange.ts';
import { LUCY_PRODUCT_TAG } from '../../domain/billing/plans.ts';
import { FREE_PLAN_REACTIVATION_DAYS } from '../../domain/constants.ts';
import { formatDate } from '../../domain/format/index.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import { useApi, useSessionSummary } from '../../session/context.tsx';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import { useBillingPeriodParam } from './addressParams.ts';
import styles from './billing.module.css';
import { billingFailure, reactivationAllowedFrom } from './billingFailure.ts';
import { PlanPicker } from './PlanPicker.tsx';
import { PricesLoaded } from './PricesLoaded.tsx';
import { usePlanChoice } from './usePlanChoice.ts';
import { usePlanPrices } from './usePlanPrices.ts';

/**
 * SPEC §2 /reactivate, for an owner whose latest subscription is canceled (the router sends anyone else
 * away). A cancelled free plan is reactivated with POST /lucy/reactivate, at most once every 30 days (SPEC
 * §9; the gateway says when it refuses); a paid plan is bought again at checkout. Either way the owner then
 * waits on /setup/loading and goes on to the guide, to turn call forwarding back on.
 */
export function ReactivatePage() {
  usePageTitle('Reactivate Lucy');
  const locale = useOwnerLocale();
  const subscription = useSessionSummary().data?.latestSubscription;
  const freePlan = subscription?.productTier === 'free';
  const plans = usePlanPrices(subscription?.tag ?? LUCY_PRODUCT_TAG, undefined);
  const [period, setPeriod] = useBillingPeriodParam('monthly');
  const choice = usePlanChoice({
    subscription,
    promoCode: undefined,
    checkoutReturn: { success: checkoutReturnPath(subscription), cancel: paths.reactivate },
  });

  return (
    <>
      <h1>Reactivate Lucy</h1>
      <p className={styles.lead}>
        {freePlan
          ? 'Your free plan is cancelled, so Lucy isn’t answering your calls.'
          : `Your ${productTierLabel(subscription?.productTier)} plan has ended, so Lucy isn’t answering your calls.`}{' '}
        Pick up where you left off: your settings are still here.
      </p>
      {freePlan ? <FreePlanReactivation /> : null}
      <section className={styles.plans} aria-labelledby="reactivate-plans-heading">
        <h2 id="reactivate-plans-heading">{freePlan ? 'Or choose a paid plan' : 'Choose a plan'}</h2>
        {choice.failure ? (
          <Alert tone="danger" title="Your plan hasn’t started">
            <p>{choice.failure}</p>
          </Alert>
        ) : null}
        <PricesLoaded plans={plans}>
          {(prices) => (
            <PlanPicker
              prices={prices}
              period={period}
              onPeriodChange={setPeriod}
              headingLevel={3}
              actionFor={(offer) => ({ label: `Choose ${productTierLabel(offer.tier)}` })}
              onChoose={(offer) =>
                void choice.choose({ productTier: offer.tier, billingPeriod: offer.period })
              }
              pending={choice.pending}
              locale={locale}
            />
          )}
        </PricesLoaded>
      </section>
      <p className={styles.back}>
        <Link to={paths.settingsBilling}>Back to Manage Plan</Link>
      </p>
    </>
  );
}

function FreePlanReactivation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Within 30 days of the last reactivation (SPEC §9) the button waits, and says until when.
  const [allowedFrom, setAllowedFrom] = useState<string>();
  const locale = useOwnerLocale();

  async function reactivate() {
    setPending(true);
    setFailure(undefined);
    try {
      // The free plan is the Lucy campaign's subscription (SPEC §3 "Campaign").
      await api.gateway.reactivateLucy();
      await queryClient.invalidateQueries({ queryKey: dataKeys.campaigns() });
      await navigate(paths.setupLoading, { replace: true });
    } catch (error) {
      const from = formatDate(reactivationAllowedFrom(error), locale);
      if (from) setAllowedFrom(from);
      else setFailure(billingFailure(error));
      setPending(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="free-plan-heading">
      <h2 id="free-plan-heading">Your free plan</h2>
      <p>Reactivate it and Lucy answers your missed calls again, at no cost.</p>
      <p className={styles.muted}>
        You can reactivate the free plan once every {FREE_PLAN_REACTIVATION_DAYS} days.
      </p>
      {failure ? (
        <Alert tone="danger" title="Lucy hasn’t been reactivated">
          <p>{failure}</p>
          <p>You can still choose a paid plan below.</p>
        </Alert>
      ) : null}
      {allowedFrom ? (
        <Alert tone="info" title={`You can reactivate the free plan on ${allowedFrom}`}>
          <p id="reactivate-wait">
            It was reactivated less than {FREE_PLAN_REACTIVATION_DAYS} days ago. Until {allowedFrom}, you can
            choose a paid plan below.
          </p>
        </Alert>
      ) : null}
      <Button
        loading={pending}
        disabled={allowedFrom !== undefined}
        aria-describedby={allowedFrom ? 'reactivate-wait' : undefined}
        onClick={() => void reactivate()}
      >
        Reactivate free plan
      </Button>
    </section>
  );
}
