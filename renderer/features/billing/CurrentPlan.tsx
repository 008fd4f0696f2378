import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { billingPeriodLabel } from '../../domain/billing/format.ts';
import type { PlanActions } from '../../domain/billing/planActions.ts';
import { FREE_PLAN_REACTIVATION_DAYS } from '../../domain/constants.ts';
import { formatDate } from '../../domain/format/index.ts';
import {
  periodEndNote,
  productTierLabel,
  subscriptionStatusLabel,
} from '../../domain/subscription/display.ts';
import type { Subscription } from '../../domain/subscription/types.ts';
import { useOwnerLocale } from '../../session/ownerCountry.ts';
import { Alert } from '../../ui/Alert.tsx';
import buttonStyles from '../../ui/Button.module.css';
import { Button } from '../../ui/Button.tsx';
import { TurnOffForwarding } from '../../ui/TurnOffForwarding.tsx';
import styles from './billing.module.css';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { useSubscriptionActions } from './useSubscriptionActions.ts';

type Actions = ReturnType<typeof useSubscriptionActions>;

/**
 * The owner's plan on Manage Plan, as SPEC §4 displays it (tier, status), with its billing period and date,
 * what needs their attention (set to cancel, payment failed, cancelled) and what they can do about it.
 */
export function CurrentPlan({
  subscription,
  allowed,
  actions,
  price,
  discountNote,
}: {
  subscription: Subscription | null;
  allowed: PlanActions;
  actions: Actions;
  /** What the plan costs each period, e.g. "$99 per month", once the prices are loaded: a trial's first charge. */
  price?: string | undefined;
  /** The promo code's discount on `price`, e.g. "WELCOME20: 20% off until 8 March 2027, then A$99 per month". */
  discountNote?: string | undefined;
}) {
  const [confirming, setConfirming] = useState<'cancel' | 'cancelFreePlan'>();
  const locale = useOwnerLocale();
  const periodEnd = formatDate(subscription?.currentPeriodEnd, locale);
  const period = billingPeriodLabel(subscription?.billingPeriod);
  const failure =
    actions.failure && actions.failure.action !== confirming ? actions.failure.message : undefined;
  const trialing = subscription?.status === 'trialing' && !allowed.revertCancellation;
  // A trial, or a plan set to cancel, says so beside its status in the words the sidebar uses, with the date.
  const until = periodEnd
    ? periodEndNote(subscription?.status, allowed.revertCancellation, periodEnd)
    : undefined;
  // Past due, the date is when the failed payment was due, not a renewal: the alert says what to do instead.
  const renews = periodEnd && !until && allowed.cancel && !allowed.updatePayment;

  function dismiss() {
    setConfirming(undefined);
    actions.clearFailure();
  }

  async function confirm() {
    const succeeded = confirming === 'cancel' ? await actions.cancel() : await actions.cancelFreePlan();
    if (succeeded) setConfirming(undefined);
  }

  return (
    <section className={styles.panel} aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading">Your plan</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Tier</dt>
          <dd>{productTierLabel(subscription?.productTier)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {subscriptionStatusLabel(subscription?.status)}
            {until ? <span className={styles.until}>{until}</span> : null}
          </dd>
        </div>
        {period ? (
          <div>
            <dt>Billing</dt>
            <dd>{period}</dd>
          </div>
        ) : null}
        {price && discountNote ? (
          <div>
            <dt>Price</dt>
            <dd>
              {price}
              <span className={styles.until}>{discountNote}</span>
            </dd>
          </div>
        ) : null}
        {renews ? (
          <div>
            <dt>Renews on</dt>
            <dd>{periodEnd}</dd>
          </div>
        ) : null}
      </dl>

      {trialing && periodEnd ? (
        <Alert tone="info" title={`Your free trial ends on ${periodEnd}`}>
          <p>
            Your first charge{price ? `, ${price},` : ''} is on {periodEnd}, to the card you gave at checkout.
            Cancel before then and you won’t be charged.
          </p>
        </Alert>
      ) : null}

      {allowed.revertCancellation ? (
        <Alert tone="warning" title={`Your plan is set to cancel${periodEnd ? ` on ${periodEnd}` : ''}`}>
          <p>Lucy stops answering your calls then. Keep your plan to carry on as you are.</p>
          <p>
            If you let it end, turn off call forwarding that day, or your callers will ring a number that no
            longer answers:
          </p>
          <TurnOffForwarding />
          <Button loading={actions.pending === 'revert'} onClick={() => void actions.revert()}>
            Keep my plan
          </Button>
        </Alert>
      ) : null}
      {allowed.updatePayment ? (
        <Alert tone="danger" title="Your last payment didn’t go through">
          <p>
            Your card was declined or has expired. Update your payment details on our payment provider’s
            secure page and we’ll try the payment again, so Lucy keeps answering your calls.
          </p>
          <Button loading={actions.pending === 'portal'} onClick={() => void actions.openPortal()}>
            Update payment details
          </Button>
        </Alert>
      ) : null}
      {allowed.reactivate ? (
        <Alert tone="info" title="Your plan is cancelled">
          <p>Lucy isn’t answering your calls. Reactivate Lucy to pick up where you left off.</p>
          <p>
            Until then, turn off call forwarding, or your callers will ring a number that no longer answers:
          </p>
          <TurnOffForwarding />
          <Link to={paths.reactivate} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            Reactivate Lucy
          </Link>
        </Alert>
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}

      <div className={styles.actions}>
        {allowed.customerPortal && !allowed.updatePayment ? (
          <Button
            variant="secondary"
            loading={actions.pending === 'portal'}
            onClick={() => void actions.openPortal()}
          >
            Invoices and payment details
          </Button>
        ) : null}
        {allowed.cancel ? (
          <Button variant="ghost" data-inline onClick={() => setConfirming('cancel')}>
            Cancel plan
          </Button>
        ) : null}
        {allowed.cancelFreePlan ? (
          <Button variant="ghost" data-inline onClick={() => setConfirming('cancelFreePlan')}>
            Cancel free plan
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming === 'cancelFreePlan' ? 'Cancel your free plan?' : 'Cancel your plan?'}
        confirmLabel={confirming === 'cancelFreePlan' ? 'Cancel free plan' : 'Cancel plan'}
        dismissLabel="Go back"
        destructive
        busy={actions.pending === confirming}
        failure={actions.failure?.action === confirming ? actions.failure?.message : undefined}
        onConfirm={() => void confirm()}
        onDismiss={dismiss}
      >
        {confirming === 'cancelFreePlan' ? (
          <p>
            Lucy stops answering your calls straight away, and you’ll be signed out. You can reactivate Lucy
            later, but only once every {FREE_PLAN_REACTIVATION_DAYS} days.
          </p>
        ) : (
          <>
            <p>
              Your {productTierLabel(subscription?.productTier)} plan stays active
              {periodEnd ? ` until ${periodEnd}` : ' until the end of this billing period'}, then Lucy stops
              answering your calls. You can keep your plan any time before then.
            </p>
            <p>
              When it ends, turn off call forwarding, or your callers will ring a number that no longer
              answers:
            </p>
            <TurnOffForwarding />
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
