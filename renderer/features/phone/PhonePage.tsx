import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { checkPhoneNumber } from '../../domain/phone/phoneNumber.ts';
import { validationMessages } from '../../domain/validation/messages.ts';
import { notify } from '../../notifications/notify.ts';
import { useApi, useSignIn } from '../../session/context.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import {
  guessedPhoneCountry,
  type PhoneCountryChoice,
  PhoneNumberField,
} from '../../ui/PhoneNumberField.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import { Availability } from './Availability.tsx';
import { internationalNumber } from './internationalNumber.ts';
import styles from './PhonePage.module.css';
import { phoneStepFailure } from './phoneStepFailure.ts';
import { SetupSignOut } from './SetupSignOut.tsx';

/**
 * SPEC §2 /setup/phone: a signed-in user without an organisation gives their business phone. A number in a
 * country Lucy serves joins (or starts) the organisation of that number and goes on to /setup/device; a
 * number elsewhere gets the availability message and the waitlist (SPEC §8).
 */
export function PhonePage() {
  usePageTitle('Your business phone');
  const api = useApi();
  const signIn = useSignIn();
  const navigate = useNavigate();
  // The same country picker as /signup (issue 19): an owner whose computer is set to another time zone
  // picks the business's country and types the number as it is written there.
  const [country, setCountry] = useState<PhoneCountryChoice>(guessedPhoneCountry);
  const defaultCountry = country === 'other' ? undefined : country;
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [unavailableNumber, setUnavailableNumber] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnavailableNumber(undefined);
    const check = checkPhoneNumber(phone, defaultCountry);
    if (check.kind === 'invalid') {
      setError(validationMessages.phoneInvalid);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      if (check.kind === 'other-country') {
        const number = internationalNumber(phone);
        await api.identity.signUpUnavailableWithSso({ phone: number });
        setUnavailableNumber(number);
      } else {
        await signIn(await api.identity.logInWithPhone({ phone: check.e164 }));
        await navigate(paths.setupDevice);
        return;
      }
    } catch (failure) {
      const outcome = phoneStepFailure(failure, check.kind === 'other-country');
      if (outcome.field) {
        setError(outcome.field);
        input.current?.focus();
      }
      notify.error(outcome.toast);
    }
    setSubmitting(false);
  }

  return (
    <AuthLayout>
      <h1>What’s your business phone number?</h1>
      <p className={styles.lead}>
        This is the number your customers call. Lucy answers it when you can’t, so we use it to set up your
        business.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Business phone">
        <PhoneNumberField
          ref={input}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setError(undefined);
            setUnavailableNumber(undefined);
          }}
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            setError(undefined);
            setUnavailableNumber(undefined);
          }}
          error={error}
        />
        {unavailableNumber ? (
          <Availability phone={unavailableNumber} />
        ) : (
          <Button type="submit" block loading={submitting}>
            Continue
          </Button>
        )}
      </form>
      <SetupSignOut />
    </AuthLayout>
  );
}
