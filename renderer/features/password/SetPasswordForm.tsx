import { type KeyboardEvent, useId, useState } from 'react';
import {
  canSubmitNewPassword,
  newPasswordSchema,
  PASSWORD_RULES,
  passwordLengthCounter,
  setPasswordSchema,
} from '../../domain/validation/password.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/useForm.ts';
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

/** Every rule the password still misses, in SPEC §5's words: what an owner who pressed Enter needs to hear. */
function unmetRules(password: string): string | undefined {
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  return missing.length > 0 ? `${missing.join('. ')}.` : undefined;
}

/**
 * SPEC §5 "New password", shared by account activation (/verify) and password reset: live ticks, the n/10
 * counter, and a submit button enabled only when the password matches the full rule pattern.
 */
export function SetPasswordForm({ email, submitLabel, onSubmit }: SetPasswordFormProps) {
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [leftField, setLeftField] = useState(false);
  // Enter with a password that is not ready: the button stays disabled (SPEC §5), so the field says why.
  const [triedEarly, setTriedEarly] = useState(false);
  const ready = canSubmitNewPassword(password);
  const form = useForm({ check: () => setPasswordSchema.safeParse({ password }) });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || ready) return;
    event.preventDefault();
    setTriedEarly(true);
    event.currentTarget.focus();
  }

  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit((checked) => onSubmit(checked.password))}
      aria-label="Set your password"
    >
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
        onKeyDown={onKeyDown}
        error={
          triedEarly ? unmetRules(password) : leftField ? firstUnmetRule(password) : form.errors.password
        }
        aria-describedby={rulesId}
      />
      <PasswordRules password={password} id={rulesId} />
      <Button type="submit" block disabled={!ready} loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
