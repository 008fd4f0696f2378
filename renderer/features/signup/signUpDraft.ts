import { SUPPORTED_COUNTRIES } from '../../domain/constants.ts';
import type { SignUpValues } from './signUpValues.ts';

/**
 * The sign-up form as far as the visitor got, with what they came for (SPEC §3 primarySignupIntent, "a stored
 * string"), kept in the window's drafts so a reload or a failed sign-up loses nothing. Cleared once the
 * account exists.
 */
export const SIGN_UP_DRAFT_KEY = 'lucy_signup_draft';

export interface SignUpDraft {
  values: SignUpValues;
  primarySignupIntent: string;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const PHONE_COUNTRIES: readonly unknown[] = [...SUPPORTED_COUNTRIES, 'other'];

/**
 * Whether a stored value is a draft, checked by hand rather than with a zod schema: the page reads it on its
 * first render, and zod parsed with the page held a phone's main thread before the visitor could type (the
 * form's rules load on first use, SignupForm).
 */
function isSignUpDraft(stored: unknown): stored is SignUpDraft {
  if (typeof stored !== 'object' || stored === null) return false;
  const { values, primarySignupIntent } = stored as Partial<Record<keyof SignUpDraft, unknown>>;
  if (typeof primarySignupIntent !== 'string' || typeof values !== 'object' || values === null) return false;
  const fields = values as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof fields[field] === 'string') &&
    PHONE_COUNTRIES.includes(fields.phoneCountry) &&
    typeof fields.termsAgreement === 'boolean'
  );
}

export function readSignUpDraft(drafts: Storage): SignUpDraft | undefined {
  try {
    const stored: unknown = JSON.parse(drafts.getItem(SIGN_UP_DRAFT_KEY) ?? 'null');
    if (!isSignUpDraft(stored)) return undefined;
    const { values, primarySignupIntent } = stored;
    const { firstName, lastName, email, phoneNumber, phoneCountry, termsAgreement } = values;
    // Only the draft's own fields, as a schema would give them.
    return {
      values: { firstName, lastName, email, phoneNumber, phoneCountry, termsAgreement },
      primarySignupIntent,
    };
  } catch {
    return undefined;
  }
}

export function writeSignUpDraft(drafts: Storage, draft: SignUpDraft): void {
  try {
    drafts.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, it only forgets on reload.
  }
}

export function clearSignUpDraft(drafts: Storage): void {
  drafts.removeItem(SIGN_UP_DRAFT_KEY);
}
