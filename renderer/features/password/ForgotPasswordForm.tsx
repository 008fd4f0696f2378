import { useState } from 'react';
import { useRequestPasswordReset } from '../../data/account.ts';
import { resetRequestSchema } from '../../domain/validation/fields.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { SignInEmailField } from '../../ui/Field.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { useForm } from '../../ui/useForm.ts';
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
  const requestReset = useRequestPasswordReset();
  const [checkError, setCheckError] = useState<string>();
  const form = useForm({ check: () => resetRequestSchema.safeParse({ email }) });

  async function send({ email: address }: { email: string }) {
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      return;
    }
    setCheckError(undefined);
    try {
      await requestReset.mutateAsync({ email: address, turnstileResponse });
      onSent(address);
    } catch (failure) {
      const message = resetRequestFailureMessage(failure, address);
      notify.error(message);
      // Whom to contact stays beside the form once the toast has gone.
      if (message !== RESET_REQUEST_FAILURE) form.showRefused({ email: message });
      check.reset();
    }
  }

  return (
    <form {...form.formProps} onSubmit={form.onSubmit(send)} aria-label="Reset your password">
      <SignInEmailField
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          form.clear('email');
        }}
        error={form.errors.email}
      />
      <HumanCheck
        {...check.widgetProps}
        scriptUrl={environment.scripts.humanCheck}
        siteKey={environment.humanCheckSiteKey}
        error={checkError}
      />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
