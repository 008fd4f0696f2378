import { useState } from 'react';
import { z } from 'zod/mini';
import type { AnsweredPreferences } from '../../data/phoneChoice.ts';
import { paths } from '../../domain/access/paths.ts';
import { carriersFor } from '../../domain/carriers/lists.ts';
import type { CarrierRegion, Device } from '../../domain/carriers/types.ts';
import { phoneChoice } from '../../domain/forwarding/phoneChoice.ts';
import { listedCarrierNamed } from '../../domain/forwarding/search.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useForm } from '../../ui/useForm.ts';
import { answered, phoneMessages } from './messages.ts';
import { nextPhoneStep } from './nextStep.ts';
import styles from './PhoneStep.module.css';
import { PhoneStep } from './PhoneStep.tsx';
import { usePhoneAnswer } from './usePhoneAnswer.ts';

/**
 * SPEC §2 /setup/carrier/other: a carrier that is not on the list, named by the owner. The route's loader sends
 * an owner whose kind of phone is not known yet to that question first (stepLoader.ts).
 */
export function OtherCarrierPage() {
  return (
    <PhoneStep back={paths.setupCarrier}>
      {({ region, preferences }) =>
        preferences?.device ? (
          <OtherCarrierForm
            region={region}
            device={preferences.device}
            stored={preferences.otherCarrier ? preferences.carrier : undefined}
          />
        ) : null
      }
    </PhoneStep>
  );
}

function OtherCarrierForm({
  region,
  device,
  stored,
}: {
  region: CarrierRegion;
  device: Device;
  stored: string | undefined;
}) {
  const answer = usePhoneAnswer();
  const [name, setName] = useState(stored ?? '');
  const form = useForm({
    check: () => z.object({ carrier: answered(phoneMessages.noCarrierName) }).safeParse({ carrier: name }),
  });

  function save(preferences: AnsweredPreferences) {
    return answer.save(preferences, nextPhoneStep(phoneChoice(preferences, region)));
  }

  function choose({ carrier }: { carrier: string }) {
    const typed = carrier.trim();
    // A carrier that is on the list after all gets its own instructions.
    const listed = listedCarrierNamed(carriersFor(region, device), typed);
    const preferences: AnsweredPreferences = listed
      ? { device, carrier: listed.name }
      : { device, carrier: typed, otherCarrier: true };
    return save(preferences);
  }

  const system = device === 'voip';
  return (
    <form {...form.formProps} onSubmit={form.onSubmit(choose)} aria-labelledby="other-heading">
      <h1 id="other-heading">{system ? 'Which phone system do you use?' : 'Who is your carrier?'}</h1>
      <p className={styles.lead}>
        {system
          ? 'Most business phone systems can forward calls to Lucy. Tell us yours and we’ll show you what to look for in its settings.'
          : 'Lucy works with most carriers that offer call forwarding. Tell us yours and we’ll show you the standard way to set it up.'}
      </p>
      <TextField
        label={system ? 'Phone system' : 'Carrier'}
        hint={system ? 'The company you pay for your phone system' : 'The company on your phone bill'}
        name="carrier"
        autoComplete="off"
        value={name}
        maxLength={128}
        onChange={(event) => {
          setName(event.target.value);
          form.clear('carrier');
          answer.forget();
        }}
        error={form.errors.carrier}
      />
      {answer.failed ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      <Button type="submit" block loading={answer.pending}>
        Continue
      </Button>
      <div className={styles.alternatives}>
        <LinkButton disabled={answer.pending} onClick={() => void save({ device, unsureCarrier: true })}>
          {system ? 'I’m not sure which system we use' : 'I’m not sure who my carrier is'}
        </LinkButton>
      </div>
    </form>
  );
}
