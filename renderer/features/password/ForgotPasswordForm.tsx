import { resetRequestSchema } from '../../domain/validation/fields.ts';
import { Button } from '../../ui/Button.tsx';
import { SignInEmailField } from '../../ui/Field.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useForm } from '../../ui/useForm.ts';
import { RESET_REQUEST_FAILURE } from './resetRequestFailure.ts';
import { useResetLinkRequest } from './useResetLinkRequest.ts';

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
  const request = useResetLinkRequest();
  const form = useForm({ check: () => resetRequestSchema.safeParse({ email }) });

  async function send({ email: address }: { email: string }) {
    const outcome = await request.send(address);
    if (outcome.kind === 'sent') onSent(address);
    // Whom to contact stays beside the form once the toast has gone.
    else if (outcome.kind === 'failed' && outcome.message !== RESET_REQUEST_FAILURE)
      form.showRefused({ email: outcome.message });
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
      <HumanCheck {...request.humanCheckProps} />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
