import { type FormEvent, useId, useState } from 'react';
import {
  canSubmitNewPassword,
  newPasswordSchema,
  passwordLengthCounter,
} from '../../domain/validation/password.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import styles from './password.module.css';

interface SetPasswordFormProps {
  /** Whose password it is: offered to password managers as the user name. */
  email: string;
  submitLabel: string;
  /** Sets the password; the caller moves on when it succeeds. */
  onSubmit(password: string): Promise<void>;
}

/** The first rule the password still misses, in SPEC §5's words, once the owner has left the field. */
function firstUnmetRule(password: string): string | undefined {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * SPEC §5 "New password", shared by account activation (/verify) and password reset: live ticks, the n/10
 * counter, and a submit button enabled only when the password matches the full rule pattern.
 */
export function SetPasswordForm({ email, submitLabel, onSubmit }: SetPasswordFormProps) {
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [leftField, setLeftField] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ready = canSubmitNewPassword(password);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(password);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set your password">
      {/* Lets a password manager store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        hint={
          <span className={styles.counter}>
            {passwordLengthCounter(password)} <span className="visually-hidden">characters</span>
          </span>
        }
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setLeftField(password.length > 0)}
        error={leftField ? firstUnmetRule(password) : undefined}
        aria-describedby={rulesId}
      />
      <PasswordRules password={password} id={rulesId} />
      <Button type="submit" block disabled={!ready} loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
