import { type FormEvent, useRef, useState } from 'react';
import { carriersFor, findCarrier } from '../../../domain/carriers/lists.ts';
import type { DevicePreferences } from '../../../domain/carriers/preferences.ts';
import type { CarrierRegion, Device } from '../../../domain/carriers/types.ts';
import { listedCarrierNamed } from '../../../domain/forwarding/search.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { phoneMessages } from '../messages.ts';
import { type AnsweredPreferences, useSavePhoneChoice } from '../savePhoneChoice.ts';
import styles from './guide.module.css';

const DEVICE_NAMES: Readonly<Record<Device, string>> = {
  mobile: 'Mobile phone',
  landline: 'Landline',
  voip: 'Business phone system (VoIP)',
};

/** The carrier select's answers that are not a listed carrier. */
const NOT_LISTED = 'not-listed';
const NOT_SURE = 'not-sure';

function initialCarrier(stored: DevicePreferences | undefined): string {
  if (stored?.unsureCarrier) return NOT_SURE;
  if (stored?.otherCarrier) return NOT_LISTED;
  return stored?.carrier ?? '';
}

type Problem = { field: 'device' | 'carrier' | 'name' | 'plan'; message: string } | { field: 'save' };

/**
 * The phone questions in one form, for the guide: the setup steps are behind an owner with a subscription
 * (SPEC §2), and answers stored on another device are not here. Saves like the steps do.
 */
export function PhoneDetailsForm({
  region,
  stored,
  onDone,
  onCancel,
}: {
  region: CarrierRegion;
  stored: DevicePreferences | undefined;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const save = useSavePhoneChoice();
  const [device, setDevice] = useState<Device | ''>(stored?.device ?? '');
  const [carrier, setCarrier] = useState(initialCarrier(stored));
  const [name, setName] = useState(stored?.otherCarrier ? (stored.carrier ?? '') : '');
  const [plan, setPlan] = useState(stored?.planType ?? '');
  const [problem, setProblem] = useState<Problem>();
  const fields = {
    device: useRef<HTMLSelectElement>(null),
    carrier: useRef<HTMLSelectElement>(null),
    name: useRef<HTMLInputElement>(null),
    plan: useRef<HTMLSelectElement>(null),
  };
  const carriers = device ? carriersFor(region, device) : [];
  const plans = (device && findCarrier(region, device, carrier)?.plans) || [];

  function answers(): AnsweredPreferences | Problem {
    if (!device) return { field: 'device', message: phoneMessages.noDevice };
    if (carrier === NOT_SURE) return { device, unsureCarrier: true };
    if (carrier === NOT_LISTED) {
      const typed = name.trim();
      if (!typed) return { field: 'name', message: phoneMessages.noCarrierName };
      const listed = listedCarrierNamed(carriers, typed);
      return listed ? { device, carrier: listed.name } : { device, carrier: typed, otherCarrier: true };
    }
    if (!carrier) return { field: 'carrier', message: phoneMessages.noCarrier };
    if (plans.length && !plans.includes(plan)) return { field: 'plan', message: phoneMessages.noPlan };
    return { device, carrier, ...(plans.length && { planType: plan }) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = answers();
    // A carrier typed as "not listed" that is on the list after all, with plans: its plan is asked next.
    if (!('field' in result) && !result.planType) {
      const listed = findCarrier(region, result.device, result.carrier ?? '');
      if (listed?.plans?.length) {
        setCarrier(listed.name);
        setProblem({ field: 'plan', message: phoneMessages.noPlan });
        return;
      }
    }
    if ('field' in result) {
      setProblem(result);
      if (result.field !== 'save') fields[result.field].current?.focus();
      return;
    }
    setProblem(undefined);
    try {
      await save.mutateAsync({ preferences: result, complete: true });
      onDone();
    } catch {
      setProblem({ field: 'save' });
    }
  }

  const errorOf = (field: Problem['field']) =>
    problem?.field === field && 'message' in problem ? problem.message : undefined;
  const system = device === 'voip';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.detailsForm}
      aria-label="Your phone"
    >
      <SelectField
        ref={fields.device}
        label="Your customers call"
        value={device}
        error={errorOf('device')}
        onChange={(event) => {
          setDevice(event.target.value as Device | '');
          setCarrier('');
          setPlan('');
          setProblem(undefined);
        }}
      >
        <option value="">Choose…</option>
        {(Object.keys(DEVICE_NAMES) as Device[]).map((value) => (
          <option key={value} value={value}>
            {DEVICE_NAMES[value]}
          </option>
        ))}
      </SelectField>
      {device ? (
        <SelectField
          ref={fields.carrier}
          label={system ? 'Phone system' : 'Carrier'}
          value={carrier}
          error={errorOf('carrier')}
          onChange={(event) => {
            setCarrier(event.target.value);
            setPlan('');
            setProblem(undefined);
          }}
        >
          <option value="">Choose…</option>
          {carriers.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
          <option value={NOT_LISTED}>{system ? 'My system isn’t listed' : 'My carrier isn’t listed'}</option>
          <option value={NOT_SURE}>I’m not sure</option>
        </SelectField>
      ) : null}
      {carrier === NOT_LISTED ? (
        <TextField
          ref={fields.name}
          label={system ? 'Name of your phone system' : 'Name of your carrier'}
          value={name}
          maxLength={128}
          autoComplete="off"
          error={errorOf('name')}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
        />
      ) : null}
      {plans.length ? (
        <SelectField
          ref={fields.plan}
          label="Plan"
          value={plan}
          error={errorOf('plan')}
          onChange={(event) => {
            setPlan(event.target.value);
            setProblem(undefined);
          }}
        >
          <option value="">Choose…</option>
          {plans.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </SelectField>
      ) : null}
      {problem?.field === 'save' ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending}>
          Show my instructions
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
