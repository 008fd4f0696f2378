import { z } from 'zod/mini';
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

const draftSchema = z.object({
  values: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    phoneCountry: z.enum([...SUPPORTED_COUNTRIES, 'other']),
    termsAgreement: z.boolean(),
  }),
  primarySignupIntent: z.string(),
});

export function readSignUpDraft(drafts: Storage): SignUpDraft | undefined {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(drafts.getItem(SIGN_UP_DRAFT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
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
