import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { defaultCountryForTimeZone } from '../../domain/environment/resolve.ts';
import { checkPhoneNumber } from '../../domain/phone/phoneNumber.ts';
import { validationMessages } from '../../domain/validation/messages.ts';
import { useApi, useSignIn } from '../../session/context.tsx';
import { notify } from '../../session/notify.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import { Availability } from './Availability.tsx';
import { internationalNumber } from './internationalNumber.ts';
import styles from './PhonePage.module.css';
import { phoneStepFailure } from './phoneStepFailure.ts';
import { SetupSignOut } from './SetupSignOut.tsx';

/** How a number is written where the owner probably is (SPEC §9 default country from the time zone). */
const EXAMPLES = {
  au: 'For example 0412 345 678, or +61 412 345 678',
  gb: 'For example 07400 123456, or +44 7400 123456',
  us: 'For example (201) 555-0123, or +1 201 555 0123',
  ca: 'For example (416) 555-0123, or +1 416 555 0123',
} as const;

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
  const [defaultCountry] = useState(() =>
    defaultCountryForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
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
        <TextField
          ref={input}
          label="Business phone number"
          hint={EXAMPLES[defaultCountry]}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
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
