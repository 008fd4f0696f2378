import { useState } from 'react';
import { z } from 'zod/mini';
import { paths } from '../../domain/access/paths.ts';
import { findCarrier } from '../../domain/carriers/lists.ts';
import { POSTPAID, PREPAID } from '../../domain/carriers/plans.ts';
import type { Carrier, Device } from '../../domain/carriers/types.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { useForm } from '../../ui/useForm.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { answered, phoneMessages } from './messages.ts';
import styles from './PhoneStep.module.css';
import { PhoneStep } from './PhoneStep.tsx';
import { usePhoneAnswer } from './usePhoneAnswer.ts';

/** What the mobile plan names mean, for owners who do not think of their plan by its type. */
const PLAN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [POSTPAID]: 'You get a bill each month (a contract or a month-to-month plan).',
  [PREPAID]: 'You recharge or top up before you use it.',
};

/** SPEC §2 /setup/carrier/plan, §4 needs-plan: the carrier forwards calls on some plans only. */
export function CarrierPlanPage() {
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
  const answer = usePhoneAnswer();
  const [plan, setPlan] = useState(stored && plans.includes(stored) ? stored : undefined);
  const form = useForm({
    check: () => z.object({ plan: answered(phoneMessages.noPlan) }).safeParse({ plan }),
  });

  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit(({ plan: planType }) =>
        answer.save({ device, carrier: carrier.name, planType }, paths.setupCarrierValidate),
      )}
      aria-labelledby="plan-heading"
    >
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
          form.clear('plan');
          answer.forget();
        }}
        error={form.errors.plan}
      />
      {answer.failed ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      <Button type="submit" block loading={answer.pending}>
        Continue
      </Button>
    </form>
  );
}
