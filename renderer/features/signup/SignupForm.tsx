import { type ChangeEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useJoinWaitlist, useSignUp } from '../../data/account.ts';
import { usePreloadApi } from '../../data/apiContext.tsx';
import { afterSignUp } from '../../domain/access/afterAuth.ts';
import { paths } from '../../domain/access/paths.ts';
import { textLimits } from '../../domain/validation/limits.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { PhoneNumberField } from '../../ui/PhoneNumberField.tsx';
import { TermsAgreement } from '../../ui/TermsAgreement.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { useForm } from '../../ui/useForm.ts';
import type { CheckedSignUp, SignUpValues } from './signUpValues.ts';
import styles from './signup.module.css';
import type { UnavailableState } from './UnavailablePage.tsx';

const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to create your account.';

/**
 * What signing up needs besides the page: the SPEC §5 rules (zod and the phone metadata), the reading of a
 * refusal (SPEC §8) and the api. Loaded when the visitor starts on the form, as /signin's are: on the page's
 * first load they held its main thread (on a phone, a Lighthouse blocking time 5 times /signin's).
 */
function loadSignUpCode(preloadApi: () => Promise<unknown>) {
  return Promise.all([import('./signUpValues.ts'), import('./signUpFailure.ts'), preloadApi()]);
}

interface SignupFormProps {
  values: SignUpValues;
  onChange(values: SignUpValues): void;
  /** What the visitor came to sign up for (SPEC §3 primarySignupIntent). */
  primarySignupIntent: string;
  /** The account exists; its activation e-mail went to this address. */
  onSignedUp(email: string): void;
}

/**
 * SPEC §2 /signup: the registration form (fields of SPEC §3, rules of SPEC §5) behind the human check. A phone
 * in a supported country creates the account; any other country joins the waitlist (SPEC §4).
 */
export function SignupForm({ values, onChange, primarySignupIntent, onSignedUp }: SignupFormProps) {
  const session = useSession();
  const preloadApi = usePreloadApi();
  const navigate = useNavigate();
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  const check = useHumanCheck();
  const signUp = useSignUp();
  const joinWaitlist = useJoinWaitlist();
  const [checkError, setCheckError] = useState<string>();
  const [described, setDescribed] = useState<string>();
  const form = useForm({ check: async () => (await loadSignUpCode(preloadApi))[0].checkSignUp(values) });

  function update<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) {
    onChange({ ...values, [field]: value });
    form.clear(field === 'phoneCountry' ? 'phoneNumber' : field);
  }

  /** What every text field of the form has: its value and its error. */
  function textField(field: 'firstName' | 'lastName' | 'email') {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      error: form.errors[field],
    };
  }

  /** The details as SPEC §3's signup payload. */
  function payload({ firstName, lastName, email, phone }: CheckedSignUp, turnstileResponse: string) {
    return { firstName, lastName, email, phoneNumber: phone.e164, turnstileResponse, primarySignupIntent };
  }

  async function waitlist(checked: CheckedSignUp, turnstileResponse: string, to: string) {
    const { email, phone } = checked;
    try {
      await joinWaitlist.mutateAsync({ ...payload(checked, turnstileResponse), countryCode: phone.country });
    } catch {
      notify.error((await loadSignUpCode(preloadApi))[1].UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE);
      return false;
    }
    const state: UnavailableState = { email, countryCode: phone.country };
    await navigate(to, { state });
    return true;
  }

  async function createAccount(checked: CheckedSignUp, turnstileResponse: string) {
    try {
      await signUp.mutateAsync({
        payload: payload(checked, turnstileResponse),
        country: checked.phone.country,
      });
    } catch (error) {
      const failure = (await loadSignUpCode(preloadApi))[1].signUpFailure(error, checked.email);
      if (failure.kind === 'field') form.showRefused({ [failure.field]: failure.message });
      if (failure.kind === 'described' || failure.kind === 'contact') setDescribed(failure.message);
      const toastMessage =
        failure.kind === 'field'
          ? failure.toast
          : (failure.kind === 'toast' || failure.kind === 'contact') && failure.message;
      if (toastMessage) notify.error(toastMessage);
      return false;
    }
    onSignedUp(checked.email);
    return true;
  }

  async function send(checked: CheckedSignUp) {
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      return;
    }
    setCheckError(undefined);
    const decision = afterSignUp(checked.phone.country);
    const done =
      decision.kind === 'redirect'
        ? await waitlist(checked, turnstileResponse, decision.to)
        : await createAccount(checked, turnstileResponse);
    // A human-check response is good for one request; the next try needs a new one.
    if (!done) check.reset();
  }

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        setDescribed(undefined);
        form.onSubmit(send)(event);
      }}
      onFocus={() => void loadSignUpCode(preloadApi)}
      aria-label="Create your account"
    >
      <div className={styles.names}>
        <TextField
          {...textField('firstName')}
          label="First name"
          autoComplete="given-name"
          limit={textLimits.personName}
        />
        <TextField
          {...textField('lastName')}
          label="Last name"
          autoComplete="family-name"
          limit={textLimits.personName}
        />
      </div>
      <TextField
        {...textField('email')}
        label="Work email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <PhoneNumberField
        value={values.phoneNumber}
        onChange={(value) => update('phoneNumber', value)}
        country={values.phoneCountry}
        onCountryChange={(country) => update('phoneCountry', country)}
        error={form.errors.phoneNumber}
      />
      <TermsAgreement
        checked={values.termsAgreement}
        onChange={(event) => update('termsAgreement', event.target.checked)}
        error={form.errors.termsAgreement}
      />
      <HumanCheck
        {...check.widgetProps}
        scriptUrl={environment.scripts.humanCheck}
        siteKey={environment.humanCheckSiteKey}
        error={checkError}
      />
      {described ? (
        <Alert tone="danger">
          <p>{described}</p>
        </Alert>
      ) : null}
      <Button type="submit" block loading={form.submitting}>
        Create account
      </Button>
      <p className={styles.footnote}>
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </form>
  );
}
