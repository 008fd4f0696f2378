import { useState } from 'react';
import { z } from 'zod/mini';
import { paths } from '../../domain/access/paths.ts';
import type { Device } from '../../domain/carriers/types.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { useForm } from '../../ui/useForm.ts';
import { type Choice, ChoiceCards } from './ChoiceCards.tsx';
import { DeviceIcon } from './DeviceIcon.tsx';
import { phoneMessages } from './messages.ts';
import styles from './PhoneStep.module.css';
import { PhoneStep } from './PhoneStep.tsx';
import { usePhoneAnswer } from './usePhoneAnswer.ts';
import type { ReadyPhoneSetup } from './usePhoneSetup.ts';

const DEVICES: readonly (Choice & { value: Device })[] = (
  [
    {
      value: 'mobile',
      label: 'Mobile phone',
      description: 'Customers call a mobile (cell) number, on an iPhone, an Android or another mobile.',
    },
    {
      value: 'landline',
      label: 'Landline',
      description: 'Customers call a fixed line at your premises, from a phone company.',
    },
    {
      value: 'voip',
      label: 'Business phone system',
      description: 'An internet (VoIP) phone service such as RingCentral, 8x8, Zoom Phone or Google Voice.',
    },
  ] as const
).map((choice) => ({ ...choice, badge: <DeviceIcon device={choice.value} /> }));

function isDevice(value: string): value is Device {
  return DEVICES.some((device) => device.value === value);
}

/** SPEC §2 /setup/device, §3 stored device preferences: mobile, landline or business VoIP. */
export function DevicePage() {
  return <PhoneStep>{(setup) => <DeviceForm setup={setup} />}</PhoneStep>;
}

function DeviceForm({ setup }: { setup: ReadyPhoneSetup }) {
  const answer = usePhoneAnswer();
  const stored = setup.preferences;
  const [device, setDevice] = useState<Device | undefined>(stored?.device);
  const form = useForm({
    check: () =>
      z
        .object({ device: z.enum(['mobile', 'landline', 'voip'], phoneMessages.noDevice) })
        .safeParse({ device }),
  });

  function choose({ device: chosen }: { device: Device }) {
    // The carrier lists differ by kind of phone (VoIP providers are their own list): a new kind starts over.
    const preferences = stored?.device === chosen ? { ...stored, device: chosen } : { device: chosen };
    return answer.save(preferences, paths.setupCarrier);
  }

  return (
    <form {...form.formProps} onSubmit={form.onSubmit(choose)} aria-labelledby="device-heading">
      <h1 id="device-heading">What phone does your business use?</h1>
      <p className={styles.lead}>
        Lucy answers the calls you miss: your phone passes them on to Lucy’s number. Tell us what your
        customers call, and we’ll show you how to set that up.
      </p>
      <ChoiceCards
        legend="The phone your customers call"
        legendHidden
        name="device"
        choices={DEVICES}
        value={device}
        onChange={(value) => {
          if (isDevice(value)) setDevice(value);
          form.clear('device');
          answer.forget();
        }}
        error={form.errors.device}
      />
      {answer.failed ? <Alert tone="danger">{phoneMessages.saveFailed}</Alert> : null}
      <Button type="submit" block loading={answer.pending}>
        Continue
      </Button>
    </form>
  );
}
