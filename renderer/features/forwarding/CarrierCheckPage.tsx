import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { type PhoneChoice, phoneChoice } from '../../domain/forwarding/phoneChoice.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { ActionLink } from '../../ui/LinkButton.tsx';
import { CanForward } from './CanForward.tsx';
import { CannotForward } from './CannotForward.tsx';
import { phoneMessages } from './messages.ts';
import styles from './PhoneStep.module.css';
import { PhoneStep } from './PhoneStep.tsx';
import { usePhoneAnswer } from './usePhoneAnswer.ts';

/** The question the owner answered last, for the Back link. */
function previousStep(choice: PhoneChoice): string {
  if (choice.kind === 'other') return paths.setupCarrierOther;
  if (choice.kind === 'listed' && choice.planType) return paths.setupCarrierPlan;
  return paths.setupCarrier;
}

/**
 * SPEC §2 /setup/carrier/validate, §4 carrier support status: whether the owner's carrier can forward calls
 * to Lucy, and what it takes: nothing, a support call, a fee, or (unsupported) what to do instead.
 */
export function CarrierCheckPage() {
  return (
    <PhoneStep>
      {({ region, preferences }) => {
        const choice = phoneChoice(preferences, region);
        // Opened before every question was answered, the route's loader sent the owner to the next one
        // (stepLoader.ts).
        if (choice.kind === 'incomplete') return null;
        return <CarrierCheck choice={choice} region={region} />;
      }}
    </PhoneStep>
  );
}

function CarrierCheck({
  choice,
  region,
}: {
  choice: Exclude<PhoneChoice, { kind: 'incomplete' }>;
  region: CarrierRegion;
}) {
  const navigate = useNavigate();
  const answer = usePhoneAnswer();
  const [going, setGoing] = useState(false);
  const back = <BackLink to={previousStep(choice)} />;
  if (choice.kind === 'listed' && choice.status === 'unsupported') {
    const { device, carrier } = choice;
    return (
      <>
        {back}
        <CannotForward
          carrier={carrier}
          planType={choice.planType}
          tryUsualCodes={{
            pending: answer.pending,
            // Taken as a carrier of the owner's naming: the region's usual codes, with the carrier's name.
            run: () =>
              void answer.save(
                { device, carrier: carrier.name, otherCarrier: true },
                paths.setupCarrierValidate,
              ),
          }}
        />
        {answer.failed ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      </>
    );
  }
  return (
    <>
      {back}
      <CanForward choice={choice} region={region} />
      {/* The index route decides what comes next (SPEC §2): the assistant's setup, or billing. */}
      <Button
        block
        loading={going}
        onClick={() => {
          setGoing(true);
          void navigate(paths.index);
        }}
      >
        Continue
      </Button>
      <p className={styles.alternatives}>
        <ActionLink to={paths.setupDevice}>Change my phone or carrier</ActionLink>
      </p>
    </>
  );
}
