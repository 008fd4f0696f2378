import { useState } from 'react';
import { z } from 'zod/mini';
import type { AnsweredPreferences } from '../../data/phoneChoice.ts';
import { paths } from '../../domain/access/paths.ts';
import { carriersFor } from '../../domain/carriers/lists.ts';
import type { Device } from '../../domain/carriers/types.ts';
import { phoneChoice } from '../../domain/forwarding/phoneChoice.ts';
import { searchCarriers } from '../../domain/forwarding/search.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ActionLink, LinkButton } from '../../ui/LinkButton.tsx';
import { useForm } from '../../ui/useForm.ts';
import { CarrierBadge } from './CarrierBadge.tsx';
import styles from './CarrierPage.module.css';
import { ChoiceCards } from './ChoiceCards.tsx';
import { carrierHint } from './carrierHint.ts';
import { answered, phoneMessages } from './messages.ts';
import { nextPhoneStep } from './nextStep.ts';
import { PhoneStep } from './PhoneStep.tsx';
import { REGION_NAMES } from './regions.ts';
import { usePhoneAnswer } from './usePhoneAnswer.ts';
import type { ReadyPhoneSetup } from './usePhoneSetup.ts';

const QUESTIONS: Readonly<Record<Device, string>> = {
  mobile: 'Who is your mobile carrier?',
  landline: 'Who provides your landline?',
  voip: 'Which phone system do you use?',
};

/**
 * SPEC §2 /setup/carrier: the carriers of the owner's region (or the VoIP providers), with search. The route's
 * loader sends an owner whose kind of phone is not known yet to that question first (stepLoader.ts).
 */
export function CarrierPage() {
  return (
    <PhoneStep back={paths.setupDevice}>
      {(setup) =>
        setup.preferences?.device ? <CarrierForm setup={setup} device={setup.preferences.device} /> : null
      }
    </PhoneStep>
  );
}

function CarrierForm({ setup, device }: { setup: ReadyPhoneSetup; device: Device }) {
  const answer = usePhoneAnswer();
  const carriers = carriersFor(setup.region, device);
  const stored = setup.preferences;
  const [carrier, setCarrier] = useState(
    stored?.otherCarrier || stored?.unsureCarrier ? undefined : stored?.carrier,
  );
  const [search, setSearch] = useState('');
  const shown = searchCarriers(carriers, search);
  const form = useForm({
    check: () => z.object({ carrier: answered(phoneMessages.noCarrier) }).safeParse({ carrier }),
  });

  function choose(preferences: AnsweredPreferences) {
    return answer.save(preferences, nextPhoneStep(phoneChoice(preferences, setup.region)));
  }

  function chooseListed({ carrier: chosen }: { carrier: string }) {
    const samePlan = stored?.carrier === chosen && !stored.otherCarrier ? stored.planType : undefined;
    return choose({ device, carrier: chosen, ...(samePlan && { planType: samePlan }) });
  }

  const where =
    device === 'voip'
      ? 'Business phone systems'
      : device === 'landline'
        ? `Landline providers in ${REGION_NAMES[setup.region]}`
        : `Carriers in ${REGION_NAMES[setup.region]}`;
  return (
    <form {...form.formProps} onSubmit={form.onSubmit(chooseListed)} aria-labelledby="carrier-heading">
      <h1 id="carrier-heading">{QUESTIONS[device]}</h1>
      <p className={styles.lead}>
        {device === 'voip'
          ? 'Each system forwards calls in its own way. Choose yours and we’ll show you how.'
          : 'Each carrier forwards calls in its own way. Choose yours and we’ll show you the right codes.'}
      </p>
      <TextField
        label="Search"
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        hint={device === 'voip' ? 'Type your system’s name' : 'Type your carrier’s name'}
      />
      {shown.length ? (
        <ChoiceCards
          legend={where}
          name="carrier"
          columns={2}
          choices={shown.map((entry) => ({
            value: entry.name,
            label: entry.name,
            ...(carrierHint(entry) && { description: carrierHint(entry) }),
            badge: <CarrierBadge carrier={entry} />,
          }))}
          value={carrier}
          onChange={(value) => {
            setCarrier(value);
            form.clear('carrier');
            answer.forget();
          }}
          error={form.errors.carrier}
        />
      ) : (
        <p className={styles.empty} role="status">
          Nothing matches “{search.trim()}”. Check the spelling, or tell us your carrier below.
        </p>
      )}
      {answer.failed ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      <Button type="submit" block loading={answer.pending}>
        Continue
      </Button>
      <div className={styles.alternatives}>
        <ActionLink to={paths.setupCarrierOther}>
          {device === 'voip' ? 'My phone system isn’t listed' : 'My carrier isn’t listed'}
        </ActionLink>
        <LinkButton disabled={answer.pending} onClick={() => void choose({ device, unsureCarrier: true })}>
          {device === 'voip' ? 'I’m not sure which system we use' : 'I’m not sure who my carrier is'}
        </LinkButton>
      </div>
    </form>
  );
}
