import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { resetRequestSchema } from '../../domain/validation/fields.ts';
import { useSession } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { RESET_REQUEST_FAILURE, resetRequestFailureMessage } from './resetRequestFailure.ts';

const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to send the link.';

interface ForgotPasswordFormProps {
  /** Kept by the caller, so the address survives showing the "sent" panel and coming back. */
  email: string;
  onEmailChange(email: string): void;
  /** The reset e-mail is on its way to this address. */
  onSent(email: string): void;
  /** What the button says: the link asked for, in the owner's words. */
  submitLabel: string;
}

/**
 * SPEC §2 /reset and /reset/invalid: the forgot-password form, protected by the human check (SPEC §5). A
 * refused request shows the failure toast and resets the widget for the next try (SPEC §8).
 */
export function ForgotPasswordForm({ email, onEmailChange, onSent, submitLabel }: ForgotPasswordFormProps) {
  const session = useSession();
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  const check = useHumanCheck();
  const [error, setError] = useState<string>();
  const [checkError, setCheckError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      emailInput.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      setSubmitting(false);
      return;
    }
    setCheckError(undefined);
    try {
      const { identity } = await session.api();
      await identity.requestPasswordReset({ email: parsed.data.email, turnstileResponse });
      onSent(parsed.data.email);
    } catch (failure) {
      const message = resetRequestFailureMessage(failure);
      toast.error(message);
      // Whom to contact stays beside the form once the toast has gone (issue 19).
      setError(message === RESET_REQUEST_FAILURE ? undefined : message);
      check.reset();
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Reset your password">
      <TextField
        ref={emailInput}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <HumanCheck
        {...check.widgetProps}
        scriptUrl={environment.scripts.humanCheck}
        siteKey={environment.humanCheckSiteKey}
        error={checkError}
      />
      <Button type="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
