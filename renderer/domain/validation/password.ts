import { z } from 'zod/mini';
import { MINIMUM_PASSWORD_LENGTH } from '../constants.ts';
import { validationMessages as messages } from './messages.ts';

/** SPEC §5 new-password rules, in the order the live ticks list them. */
export interface PasswordRule {
  id: 'minimumLength' | 'upperCase' | 'lowerCase' | 'number' | 'specialCharacter';
  /** What the tick says. */
  label: string;
  /** What the field says while the rule is not met. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minimumLength',
    label: `At least ${MINIMUM_PASSWORD_LENGTH} characters`,
    message: messages.minimumLengthRequired,
    test: (password) => password.length >= MINIMUM_PASSWORD_LENGTH,
  },
  {
    id: 'upperCase',
    label: 'An upper case character (A-Z)',
    message: messages.upperCaseRequired,
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowerCase',
    label: 'A lower case character (a-z)',
    message: messages.lowerCaseRequired,
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    label: 'A number (0-9)',
    message: messages.numberRequired,
    test: (password) => /\d/.test(password),
  },
  {
    id: 'specialCharacter',
    label: 'A special character (e.g !@#$%^&*-)',
    message: messages.specialCharacterRequired,
    // Anything that is not an ASCII letter, a digit or white space.
    test: (password) => /[^A-Za-z0-9\s]/.test(password),
  },
];

/** SPEC §5 live ticks: every rule with whether the password meets it yet. */
export function passwordChecklist(
  password: string,
): { id: PasswordRule['id']; label: string; met: boolean }[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

/** SPEC §5: the live counter, `n/10`. */
export function passwordLengthCounter(password: string): string {
  return `${password.length}/${MINIMUM_PASSWORD_LENGTH}`;
}

/** SPEC §5: the full rule pattern; submit is enabled only when the password matches it. */
export const NEW_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s]).{${MINIMUM_PASSWORD_LENGTH},}$`,
  's',
);

export function canSubmitNewPassword(password: string): boolean {
  return NEW_PASSWORD_PATTERN.test(password);
}

/** SPEC §5: the new password, reporting every unmet rule (the ticks show them all at once). */
export const newPasswordSchema = z
  .string(messages.minimumLengthRequired)
  .check(...PASSWORD_RULES.map(({ test, message }) => z.refine<string>(test, message)));

/** The set-password form (SPEC §2 /verify, /reset?verificationToken=). */
export const setPasswordSchema = z.object({ password: newPasswordSchema });
