import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { reactivationAllowedFrom, serviceFailure } from '../../api/refusals.ts';
import { useDataServices } from '../../data/apiContext.tsx';
import { busyUntilLeaving } from '../../data/leavingWrite.ts';
import { useReactivateLucy } from '../../data/mutations.ts';
import { subscriptionsQuery } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import { checkoutReturnPath } from '../../domain/billing/planChange.ts';
import { LUCY_PRODUCT_TAG } from '../../domain/billing/plans.ts';
import { FREE_PLAN_REACTIVATION_DAYS } from '../../domain/constants.ts';
import { billingFailureMessage } from '../../domain/errorCatalogue.ts';
import { formatDate } from '../../domain/format/index.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { useBillingAddress } from './addressParams.ts';
import styles from './billing.module.css';
import { PlansSection } from './PlansSection.tsx';
import { usePlanChoice } from './usePlanChoice.ts';
import { usePlanPrices } from './usePlanPrices.ts';

/**
 * SPEC §2 /reactivate, for an owner whose latest subscription is canceled (the router sends anyone else
 * away). A cancelled free plan is reactivated with POST /lucy/reactivate, at most once every 30 days (SPEC
 * §9; GET /subscriptions says until when, as does the gateway when it refuses); a paid plan is bought again
 * at checkout. Either way the owner then waits on /setup/loading and goes on to the guide, to turn call
 * forwarding back on. A promo code is taken as on the first plan choice (in the address, or entered below the
 * plans) and goes to the prices and the checkout.
 */
export function ReactivatePage() {
  const locale = useOwnerLocale();
  const subscription = useSessionSummary().data?.latestSubscription;
  const freePlan = subscription?.productTier === 'free';
  const { promoCode, setPromoCode, period, setPeriod, search } = useBillingAddress('monthly');
  const plans = usePlanPrices(subscription?.tag ?? LUCY_PRODUCT_TAG, promoCode);
  const choice = usePlanChoice({
    subscription,
    promoCode: plans.promo.kind === 'applied' ? plans.promo.code : undefined,
    // Backing out of the payment page comes back to the period chosen, as from the other plan pages.
    checkoutReturn: { success: checkoutReturnPath(subscription), cancel: `${paths.reactivate}${search}` },
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
      <PlansSection
        id="reactivate-plans-heading"
        heading={freePlan ? 'Or choose a paid plan' : 'Choose a plan'}
        failure={choice.failure ? { title: 'Your plan hasn’t started', detail: choice.failure } : undefined}
        onPromoCodeChange={setPromoCode}
        plans={plans}
        period={period}
        onPeriodChange={setPeriod}
        onChoose={(offer) => void choice.choose({ productTier: offer.tier, billingPeriod: offer.period })}
        pending={choice.pending}
        locale={locale}
      />
      <p className={styles.back}>
        <Link to={paths.settingsBilling}>Back to Manage Plan</Link>
      </p>
    </>
  );
}

function FreePlanReactivation() {
  const navigate = useNavigate();
  const reactivation = useReactivateLucy();
  const locale = useOwnerLocale();
  const refusal = reactivation.error;
  // Within 30 days of the last reactivation (SPEC §9) the button waits, and says until when: from the start
  // when the subscription says so, else once the gateway has refused a first try.
  const availableAt = useQuery({
    ...subscriptionsQuery(useDataServices()),
    select: (subscriptions) =>
      subscriptions.find(
        (subscription) => subscription.type === 'free' && subscription.status === 'cancelled',
      )?.reactivationAvailableAt,
  }).data;
  const allowedFrom =
    formatDate(availableAt, locale) ??
    ((refusal && formatDate(reactivationAllowedFrom(refusal), locale)) || undefined);
  const failure = refusal && !allowedFrom ? billingFailureMessage(serviceFailure(refusal)) : undefined;
  // Stays pending until the owner is on the loading page.
  const pending = busyUntilLeaving(reactivation);

  function reactivate() {
    reactivation.mutate(undefined, {
      onSuccess: () => void navigate(paths.setupLoading, { replace: true }),
    });
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
        onClick={reactivate}
      >
        Reactivate free plan
      </Button>
    </section>
  );
}
