import { ApiError } from '../api/errors.ts';
import type { IdentityError } from '../api/schemas/identity.ts';

/** SPEC §8, word for word. */
export const LOCKED_OUT_MESSAGE =
  'You have been locked out of your account, to unlock please reset your password here';
export const GENERIC_SIGN_IN_FAILURE = 'Something went wrong, please try again later.';
export const contactForAccessMessage = (email: string) =>
  `Please contact ${email} to gain access to this account.`;

/** The error codes SPEC §8 names for a failed login. */
const LOCKED_CODE = 'password-authentication-locked';
const MULTIPLE_USER_MATCH_CODE = 'multiple-user-match';

/** How a failed sign-in is shown (SPEC §8 "Login error ..." rows), with the words to show. */
export interface SignInFailure {
  /**
   * - locked: the locked-out message with its link to /reset;
   * - contact: several accounts match, a toast naming whom to contact;
   * - described: the service's description under the form and in a toast, the password field focused;
   * - generic: anything else, the generic toast.
   */
  kind: 'locked' | 'contact' | 'described' | 'generic';
  message: string;
}

/** SPEC §8: what the user sees when the identity service refuses a sign-in. */
export function signInFailure(error: unknown): SignInFailure {
  const detail = error instanceof ApiError ? (error.detail as IdentityError | undefined) : undefined;
  const generic: SignInFailure = { kind: 'generic', message: GENERIC_SIGN_IN_FAILURE };
  if (!detail) return generic;
  if (detail.error.includes(LOCKED_CODE)) return { kind: 'locked', message: LOCKED_OUT_MESSAGE };
  if (detail.error === MULTIPLE_USER_MATCH_CODE && detail.email) {
    return { kind: 'contact', message: contactForAccessMessage(detail.email) };
  }
  if (detail.error_description) return { kind: 'described', message: detail.error_description };
  return generic;
}
