import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { afterSignUp } from '../../domain/access/afterAuth.ts';
import { paths } from '../../domain/access/paths.ts';
import { textLimits } from '../../domain/validation/limits.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { CheckboxField, TextField } from '../../ui/Field.tsx';
import { PhoneNumberField } from '../../ui/PhoneNumberField.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { externalLinks } from './externalLinks.ts';
import { signUpFailure, UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE } from './signUpFailure.ts';
import {
  type CheckedSignUp,
  checkSignUp,
  SIGN_UP_FIELDS,
  type SignUpField,
  type SignUpFieldErrors,
  type SignUpValues,
} from './signUpValues.ts';
import styles from './signup.module.css';
import type { UnavailableState } from './UnavailablePage.tsx';

const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to create your account.';

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
  const navigate = useNavigate();
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  const check = useHumanCheck();
  const [errors, setErrors] = useState<SignUpFieldErrors>({});
  const [checkError, setCheckError] = useState<string>();
  const [described, setDescribed] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});

  function showErrors(next: SignUpFieldErrors) {
    setErrors(next);
    const first = SIGN_UP_FIELDS.find((field) => next[field]);
    if (first) inputs.current[first]?.focus();
  }

  function update<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) {
    onChange({ ...values, [field]: value });
    if (field === 'phoneCountry') setErrors(({ phoneNumber: _cleared, ...rest }) => rest);
    else setErrors(({ [field as SignUpField]: _cleared, ...rest }) => rest);
  }

  /** Keeps each field's input at hand, so the first invalid one can take the focus. */
  function focusTarget(field: SignUpField) {
    return (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    };
  }

  /** What every text field of the form has: its value, its error and its focus target. */
  function textField(field: 'firstName' | 'lastName' | 'email') {
    return {
      ref: focusTarget(field),
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
      error: errors[field],
    };
  }

  async function joinWaitlist(signUp: CheckedSignUp, turnstileResponse: string, to: string) {
    const { email, phone } = signUp;
    try {
      const { identity } = await session.api();
      await identity.signUpUnavailable({
        firstName: signUp.firstName,
        lastName: signUp.lastName,
        email,
        phoneNumber: phone.e164,
        turnstileResponse,
        primarySignupIntent,
        countryCode: phone.country,
      });
    } catch {
      toast.error(UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE);
      return false;
    }
    const state: UnavailableState = { email, countryCode: phone.country };
    await navigate(to, { state });
    return true;
  }

  async function createAccount(signUp: CheckedSignUp, turnstileResponse: string) {
    const { email, phone } = signUp;
    try {
      const { identity } = await session.api();
      await identity.signUp(
        {
          firstName: signUp.firstName,
          lastName: signUp.lastName,
          email,
          phoneNumber: phone.e164,
          turnstileResponse,
          primarySignupIntent,
        },
        phone.country,
      );
    } catch (error) {
      const failure = signUpFailure(error);
      if (failure.kind === 'field') showErrors({ [failure.field]: failure.message });
      if (failure.kind === 'described' || failure.kind === 'contact') setDescribed(failure.message);
      const toastMessage =
        failure.kind === 'field'
          ? failure.toast
          : (failure.kind === 'toast' || failure.kind === 'contact') && failure.message;
      if (toastMessage) toast.error(toastMessage);
      return false;
    }
    onSignedUp(email);
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setDescribed(undefined);
    setSubmitting(true);
    const checked = await checkSignUp(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      setSubmitting(false);
      return;
    }
    setErrors({});
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      setSubmitting(false);
      return;
    }
    setCheckError(undefined);
    const decision = afterSignUp(checked.signUp.phone.country);
    const done =
      decision.kind === 'redirect'
        ? await joinWaitlist(checked.signUp, turnstileResponse, decision.to)
        : await createAccount(checked.signUp, turnstileResponse);
    if (!done) {
      // A human-check response is good for one request; the next try needs a new one.
      check.reset();
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create your account">
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
        ref={focusTarget('phoneNumber')}
        value={values.phoneNumber}
        onChange={(value) => update('phoneNumber', value)}
        country={values.phoneCountry}
        onCountryChange={(country) => update('phoneCountry', country)}
        error={errors.phoneNumber}
      />
      <CheckboxField
        ref={focusTarget('termsAgreement')}
        name="termsAgreement"
        checked={values.termsAgreement}
        onChange={(event) => update('termsAgreement', event.target.checked)}
        error={errors.termsAgreement}
        label={
          <span className={styles.terms}>
            I agree to the{' '}
            <ExternalLink href={externalLinks.termsAndConditions}>Terms and Conditions</ExternalLink> and the{' '}
            <ExternalLink href={externalLinks.privacyPolicy}>Privacy Policy</ExternalLink>
          </span>
        }
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
      <Button type="submit" block loading={submitting}>
        Create account
      </Button>
      <p className={styles.footnote}>
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </form>
  );
}
