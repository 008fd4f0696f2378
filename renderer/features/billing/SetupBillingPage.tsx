import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { checkoutReturnPath } from '../../domain/billing/planChange.ts';
import { LUCY_PRODUCT_TAG } from '../../domain/billing/plans.ts';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { Alert } from '../../ui/Alert.tsx';
import { OnboardingStep } from '../../ui/OnboardingStep.tsx';
import { useBillingAddress } from './addressParams.ts';
import styles from './billing.module.css';
import { PlanPicker } from './PlanPicker.tsx';
import { PromoCodeEntry, PromoCodeStatus } from './PromoCode.tsx';
import { usePlanChoice } from './usePlanChoice.ts';
import { usePlanPrices } from './usePlanPrices.ts';
import { useStartFreePlan } from './useStartFreePlan.ts';

/**
 * SPEC §2 /setup/billing: the owner picks a tier and how it is billed. A paid tier goes through
 * checkout on the payment page and comes back to /setup/loading; the free tier starts at once. The promo code
 * in the address (`?promoCode=`) is applied to the prices and the checkout.
 */
export function SetupBillingPage() {
  const locale = useOwnerLocale();
  const subscription = useSessionSummary().data?.latestSubscription;
  const { promoCode, setPromoCode, period, setPeriod, search } = useBillingAddress('monthly');
  const plans = usePlanPrices(LUCY_PRODUCT_TAG, promoCode);
  const choice = usePlanChoice({
    subscription,
    promoCode: plans.promo.kind === 'applied' ? plans.promo.code : undefined,
    checkoutReturn: { success: checkoutReturnPath(subscription), cancel: `${paths.setupBilling}${search}` },
  });
  const free = useStartFreePlan();
  const failure = choice.failure ?? free.failure;

  return (
    <>
      <OnboardingStep step="Choose a plan" />
      <h1>Choose your plan</h1>
      <p className={styles.lead}>
        Lucy starts answering as soon as your plan is ready. You can change or cancel it at any time from
        Manage Plan.
      </p>
      {failure ? (
        <Alert tone="danger" title="Your plan hasn’t started">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <PromoCodeStatus promo={plans.promo} onApply={setPromoCode} onRemove={() => setPromoCode(undefined)} />
      <PlanPicker
        plans={plans}
        period={period}
        onPeriodChange={setPeriod}
        headingLevel={2}
        free={{ label: 'Start free', onChoose: () => void free.start() }}
        onChoose={(offer) => void choice.choose({ productTier: offer.tier, billingPeriod: offer.period })}
        pending={free.pending ? 'free' : choice.pending}
        locale={locale}
      />
      <PromoCodeEntry promo={plans.promo} onApply={setPromoCode} />
      <p className={styles.footnote}>
        Paid plans are paid on our payment provider’s secure page, which brings you back here when you’re
        done.
      </p>
      <p className={styles.back}>
        <Link to={paths.setupConfig}>Back to Lucy’s setup</Link>
      </p>
    </>
  );
}
