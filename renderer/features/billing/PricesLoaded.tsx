import type { ReactNode } from 'react';
import type { ProductPrice } from '../../api/schemas/gateway.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './billing.module.css';
import type { PlanPrices } from './usePlanPrices.ts';

/** The plans once their prices are in; until then a spinner, or what went wrong and a way to try again. */
export function PricesLoaded({
  plans,
  children,
}: {
  plans: PlanPrices;
  children(prices: readonly ProductPrice[]): ReactNode;
}) {
  if (plans.prices) return children(plans.prices);
  if (plans.failure) {
    return (
      <Alert tone="danger" title="We couldn’t load the plans">
        <p>{plans.failure}</p>
        <Button variant="secondary" onClick={plans.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <div className={styles.waiting}>
      <Spinner label="Loading the plans" />
    </div>
  );
}
