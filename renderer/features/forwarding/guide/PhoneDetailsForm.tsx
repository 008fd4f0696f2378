import { useState } from 'react';
import { type AnsweredPreferences, useSavePhoneChoice } from '../../../data/phoneChoice.ts';
import { carriersFor, findCarrier } from '../../../domain/carriers/lists.ts';
import type { DevicePreferences } from '../../../domain/carriers/preferences.ts';
import type { CarrierRegion, Device } from '../../../domain/carriers/types.ts';
import { listedCarrierNamed } from '../../../domain/forwarding/search.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { type FormCheck, useForm } from '../../../ui/useForm.ts';
import { phoneMessages } from '../messages.ts';
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

/** An answer still missing: the field to give it in, and what to say there. */
type Missing = { field: 'device' | 'carrier' | 'name' | 'plan'; message: string };

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
  const carriers = device ? carriersFor(region, device) : [];
  const plans = (device && findCarrier(region, device, carrier)?.plans) || [];

  function answers(): AnsweredPreferences | Missing {
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

  /**
   * The answers, or the first one missing, as the form's check. A carrier typed as "not listed" that is on the
   * list after all, with plans: it is chosen, and its plan is asked next.
   */
  function check(): FormCheck<AnsweredPreferences> {
    let result = answers();
    if (!('field' in result) && !result.planType) {
      const listed = findCarrier(region, result.device, result.carrier ?? '');
      if (listed?.plans?.length) {
        setCarrier(listed.name);
        result = { field: 'plan', message: phoneMessages.noPlan };
      }
    }
    if (!('field' in result)) return { success: true, data: result };
    return { success: false, error: { issues: [{ path: [result.field], message: result.message }] } };
  }
  const form = useForm({ check });

  async function send(preferences: AnsweredPreferences) {
    try {
      await save.mutateAsync({ preferences, complete: true });
    } catch {
      return;
    }
    onDone();
  }

  /** Any change: the answers are read again at the next press. */
  function changed() {
    form.reset();
    save.reset();
  }

  const system = device === 'voip';
  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit(send)}
      className={styles.detailsForm}
      aria-label="Your phone"
    >
      <SelectField
        label="Your customers call"
        value={device}
        error={form.errors.device}
        onChange={(event) => {
          setDevice(event.target.value as Device | '');
          setCarrier('');
          setPlan('');
          changed();
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
          label={system ? 'Phone system' : 'Carrier'}
          value={carrier}
          error={form.errors.carrier}
          onChange={(event) => {
            setCarrier(event.target.value);
            setPlan('');
            changed();
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
          label={system ? 'Name of your phone system' : 'Name of your carrier'}
          value={name}
          maxLength={128}
          autoComplete="off"
          error={form.errors.name}
          onChange={(event) => {
            setName(event.target.value);
            changed();
          }}
        />
      ) : null}
      {plans.length ? (
        <SelectField
          label="Plan"
          value={plan}
          error={form.errors.plan}
          onChange={(event) => {
            setPlan(event.target.value);
            changed();
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
      {save.isError ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
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
