import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { findCarrier } from '../../domain/carriers/lists.ts';
import { POSTPAID, PREPAID } from '../../domain/carriers/plans.ts';
import type { Carrier, Device } from '../../domain/carriers/types.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import styles from './forwarding.module.css';
import { phoneMessages } from './messages.ts';
import { PhoneStep } from './PhoneStep.tsx';
import { useSavePhoneChoice } from './savePhoneChoice.ts';

/** What the mobile plan names mean, for owners who do not think of their plan by its type. */
const PLAN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [POSTPAID]: 'You get a bill each month (a contract or a month-to-month plan).',
  [PREPAID]: 'You recharge or top up before you use it.',
};

/** SPEC §2 /setup/carrier/plan, §4 needs-plan: the carrier forwards calls on some plans only. */
export function CarrierPlanPage() {
  usePageTitle('Your plan');
  return (
    <PhoneStep back={paths.setupCarrier}>
      {({ region, preferences }) => {
        const device = preferences?.device;
        const carrier =
          device && preferences.carrier && !preferences.otherCarrier
            ? findCarrier(region, device, preferences.carrier)
            : undefined;
        // Opened before a carrier with plans was chosen, the route's loader sent the owner to the carrier
        // question (stepLoader.ts).
        if (!device || !carrier?.plans?.length) return null;
        return (
          <PlanForm device={device} carrier={carrier} plans={carrier.plans} stored={preferences.planType} />
        );
      }}
    </PhoneStep>
  );
}

function PlanForm({
  device,
  carrier,
  plans,
  stored,
}: {
  device: Device;
  carrier: Carrier;
  plans: readonly string[];
  stored: string | undefined;
}) {
  const navigate = useNavigate();
  const save = useSavePhoneChoice();
  const [plan, setPlan] = useState(stored && plans.includes(stored) ? stored : undefined);
  const [error, setError] = useState<string>();
  const firstInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!plan) {
      setError(phoneMessages.noPlan);
      firstInput.current?.focus();
      return;
    }
    try {
      await save.mutateAsync({
        preferences: { device, carrier: carrier.name, planType: plan },
        complete: true,
      });
      await navigate(paths.setupCarrierValidate);
    } catch {
      setError(phoneMessages.saveFailed);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="plan-heading">
      <h1 id="plan-heading">Which {carrier.name} plan are you on?</h1>
      <p className={styles.lead}>
        {carrier.name} forwards calls on some plans only. It’s on your bill, or in the {carrier.name} app.
      </p>
      <ChoiceCards
        legend={`${carrier.name} plans`}
        legendHidden
        name="plan"
        choices={plans.map((name) => ({
          value: name,
          label: name,
          ...(PLAN_DESCRIPTIONS[name] && { description: PLAN_DESCRIPTIONS[name] }),
        }))}
        value={plan}
        onChange={(value) => {
          setPlan(value);
          setError(undefined);
        }}
        error={error === phoneMessages.noPlan ? error : undefined}
        firstInput={firstInput}
      />
      {error === phoneMessages.saveFailed ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" block loading={save.isPending}>
        Continue
      </Button>
    </form>
  );
}
