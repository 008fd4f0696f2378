import { useSearchParams } from 'react-router';
import { billingPeriodLabel } from '../../domain/billing/format.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import type { Subscription } from '../../domain/subscription/types.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import styles from './pages.module.css';

const TITLES = { upgrade: 'Your plan is upgraded', switch: 'Your plan is changed' } as const;

/** What changed, from the plan now running: "You’re now on Business, billed monthly." */
function whatChanged(subscription: Subscription | null | undefined): string {
  if (!subscription) return 'Lucy is ready on your new plan.';
  const period = billingPeriodLabel(subscription.billingPeriod);
  return `You’re now on ${productTierLabel(subscription.productTier)}${period ? `, billed ${period === 'Annual' ? 'annually' : 'monthly'}` : ''}.`;
}

/**
 * SPEC §2: the loading pages send the owner here with ?upgrade=success or ?switch=success once the new
 * plan is live; a banner says so until it is dismissed.
 */
export function PlanChangeBanner() {
  const [params, setParams] = useSearchParams();
  const kind =
    params.get('upgrade') === 'success'
      ? 'upgrade'
      : params.get('switch') === 'success'
        ? 'switch'
        : undefined;
  const subscription = useSessionSummary().data?.latestSubscription;
  if (!kind) return null;
  return (
    <div className={styles.banner}>
      <Alert tone="success" title={TITLES[kind]}>
        <p>
          {whatChanged(subscription)} Your settings are just as you left them; Manage Plan lists what your
          plan includes.
        </p>
        <Button
          variant="ghost"
          className={styles.dismiss}
          onClick={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(kind);
                return next;
              },
              { replace: true },
            )
          }
        >
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
