import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { useJoinWaitlistWithSso, useLogInWithPhone } from '../../data/account.ts';
import { paths } from '../../domain/access/paths.ts';
import { guessedCountry } from '../../domain/environment/timeZone.ts';
import type { PhoneNumberCheck } from '../../domain/phone/phoneNumber.ts';
import { businessPhoneSchema } from '../../domain/phone/schema.ts';
import { termsAgreementSchema } from '../../domain/validation/fields.ts';
import { notify } from '../../notifications/notify.ts';
import { useSetupSignOut, useSignIn } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { type PhoneCountryChoice, PhoneNumberField } from '../../ui/PhoneNumberField.tsx';
import { SetupSignOut } from '../../ui/SetupSignOut.tsx';
import { TermsAgreement } from '../../ui/TermsAgreement.tsx';
import { useForm } from '../../ui/useForm.ts';
import { Availability } from './Availability.tsx';
import { internationalNumber } from './internationalNumber.ts';
import styles from './PhonePage.module.css';
import { phoneStepFailure } from './phoneStepFailure.ts';

/**
 * SPEC §2 /setup/phone: a signed-in user without an organisation gives their business phone. A number in a
 * country Lucy serves joins (or starts) the organisation of that number and goes on to /setup/device; a
 * number elsewhere gets the availability message and the waitlist (SPEC §8). Whoever reaches this step
 * signed up with Google or single sign-on, whose accounts the identity service makes from the credential
 * without the sign-up form: they agree to the terms here, as the e-mail sign-up asks (SPEC §5), before
 * anything is set up for them.
 */
export function PhonePage() {
  const signIn = useSignIn();
  const signOut = useSetupSignOut();
  const navigate = useNavigate();
  const logInWithPhone = useLogInWithPhone();
  const joinWaitlist = useJoinWaitlistWithSso();
  // The same country picker as /signup: an owner whose computer is set to another time zone
  // picks the business's country and types the number as it is written there.
  const [country, setCountry] = useState<PhoneCountryChoice>(guessedCountry);
  const defaultCountry = country === 'other' ? undefined : country;
  const [phone, setPhone] = useState('');
  const [termsAgreement, setTermsAgreement] = useState(false);
  const [unavailableNumber, setUnavailableNumber] = useState<string>();
  const form = useForm({
    check: () =>
      z
        .extend(businessPhoneSchema(defaultCountry), { termsAgreement: termsAgreementSchema })
        .safeParse({ phoneNumber: phone, termsAgreement }),
  });

  async function send({ phoneNumber: check }: { phoneNumber: PhoneNumberCheck }) {
    try {
      if (check.kind === 'valid') {
        await signIn(await logInWithPhone.mutateAsync({ phone: check.e164 }));
        await navigate(paths.setupDevice);
      } else {
        const number = internationalNumber(phone);
        await joinWaitlist.mutateAsync({ phone: number });
        setUnavailableNumber(number);
      }
    } catch (failure) {
      const outcome = phoneStepFailure(failure, check.kind !== 'valid');
      if (outcome.field) form.showRefused({ phoneNumber: outcome.field });
      notify.error(outcome.toast);
    }
  }

  function edited() {
    form.clear('phoneNumber');
    setUnavailableNumber(undefined);
  }

  return (
    <>
      <h1>What’s your business phone number?</h1>
      <p className={styles.lead}>
        This is the number your customers call. Lucy answers it when you can’t, so we use it to set up your
        business.
      </p>
      <form
        {...form.formProps}
        onSubmit={(event) => {
          setUnavailableNumber(undefined);
          form.onSubmit(send)(event);
        }}
        aria-label="Business phone"
      >
        <PhoneNumberField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            edited();
          }}
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            edited();
          }}
          error={form.errors.phoneNumber}
        />
        <TermsAgreement
          checked={termsAgreement}
          onChange={(event) => {
            setTermsAgreement(event.target.checked);
            form.clear('termsAgreement');
          }}
          error={form.errors.termsAgreement}
        />
        {unavailableNumber ? (
          <Availability phone={unavailableNumber} />
        ) : (
          <Button type="submit" block loading={form.submitting}>
            Continue
          </Button>
        )}
      </form>
      <SetupSignOut signOut={signOut} />
    </>
  );
}
