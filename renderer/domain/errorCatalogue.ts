import { SUPPORT_EMAIL } from './supportContact.ts';
/**
 * SPEC §8 "Error catalogue": what the user sees, word for word, for the rows whose words the client writes.
 * Screens and clients take the words from here; the rows without words of their own (a field error, an error
 * raised by the environment) stay with the code that raises them.
 */

/** Token refresh failure: the warning, then / after 1 s. */
export const LOGOUT_WARNING = 'Something went wrong: Logging out';

/** Login error code containing password-authentication-locked (with a link to /reset). */
export const LOCKED_OUT_MESSAGE =
  'You have been locked out of your account, to unlock please reset your password here';

/** Other login errors; password-reset request failure; the phone field's refused number (with the field). */
export const SOMETHING_WENT_WRONG_TRY_LATER = 'Something went wrong, please try again later.';

/** Ours, beside the table: a call that never reached Lucy's servers, in plain words. */
export const LUCY_UNREACHABLE = 'We couldn’t reach Lucy. Check your internet connection, then try again.';

/**
 * How a failed call went, as the screens tell it (api/refusals.ts `serviceFailure` reads it from the error):
 * the session ended (the app has said so already and is going to /, SPEC §7), Lucy was not reached, or a
 * service refused, in its own words when it gave some.
 */
export type ServiceFailure =
  | { kind: 'session-ended' }
  | { kind: 'unreachable' }
  | { kind: 'refused'; message?: string };

/**
 * What a failed billing call tells the owner, or undefined when the session ended. The gateway's own message
 * says best what went wrong (a plan that cannot change, a promo code that does not apply, reactivation within
 * 30 days), so it is shown as it is.
 */
export function billingFailureMessage(failure: ServiceFailure): string | undefined {
  if (failure.kind === 'session-ended') return undefined;
  if (failure.kind === 'unreachable') return LUCY_UNREACHABLE;
  return failure.message ?? SOMETHING_WENT_WRONG_TRY_LATER;
}

/** Error code multiple-user-match. */
export const contactForAccessMessage = (email: string) =>
  `Please contact ${email} to gain access to this account.`;

/** The identity service's code for an address or phone several accounts share (SPEC §8). */
export const MULTIPLE_USER_MATCH_CODE = 'multiple-user-match';

/**
 * SPEC §8 multiple-user-match: whom to contact is someone who can help, the person the service names (the
 * other account's owner), never the person asking themselves: when the service names the very address they
 * typed, or nobody, it is support.
 */
export function contactForAccess(named: string | undefined, asking: string | undefined): string {
  const normalise = (email: string) => email.trim().toLowerCase();
  const themselves = named !== undefined && asking !== undefined && normalise(named) === normalise(asking);
  return contactForAccessMessage(named?.trim() && !themselves ? named.trim() : SUPPORT_EMAIL);
}

/** Unsupported-country signup failure. */
export const UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE = 'Something went wrong.';

/** Voice preview failure, when the server sent no message of its own. */
export const VOICE_PREVIEW_FAILURE = 'Preview failure';

/** Streamed FAQ call returns an error that cannot be parsed. */
export const UNKNOWN_STREAM_ERROR = 'Unknown error occurred';

/** The identity service's refusal as SPEC §7 describes it (its error answer). */
export interface IdentityRefusal {
  error: string;
  error_description?: string;
  email?: string;
}

/** The error codes SPEC §8 names for a failed login. */
const LOCKED_CODE = 'password-authentication-locked';

/** How a failed sign-in is shown (SPEC §8 "Login error ..." rows), with the words to show. */
export interface SignInFailure {
  /**
   * - locked: the locked-out message with its link to /reset;
   * - contact: several accounts match, a toast naming whom to contact;
   * - described: the service's description under the form and in a toast, the password field focused;
   * - unreachable: the service was not reached (the connection is down), said in the form and a toast;
   * - generic: anything else, the generic toast;
   * - not-activated: the account awaits activation, said in the form with a way to send the link again.
   */
  kind: 'locked' | 'contact' | 'described' | 'unreachable' | 'generic' | 'not-activated';
  message: string;
}

/**
 * Ours, beside the table (a proposal, flag activationResend): the identity service's code for a password
 * sign-in of an account signed up but not activated yet, and what the sign-in page says instead of the
 * service's words, next to a way to send the activation link again.
 */
export const NOT_ACTIVATED_CODE = 'account-not-activated';
/**
 * How asking for the activation link again went: sent; the service refused (`failed`), was not reached
 * (`unreachable`) or said the address was sent too many links lately (`too-many`); or the human check gave no
 * response (`unchecked`: its widget says so, nothing was sent).
 */
export type ResendOutcome = 'sent' | 'failed' | 'unreachable' | 'too-many' | 'unchecked';

export const NOT_ACTIVATED_MESSAGE =
  'Your account isn’t activated yet. Open the activation link we emailed you when you signed up, or we can send it again.';

/** A sign-in or sign-up that never reached the identity service: said plainly, with the form kept as it was. */
export const UNREACHABLE_SIGN_IN: SignInFailure = { kind: 'unreachable', message: LUCY_UNREACHABLE };

/**
 * SPEC §8: what the user sees when the identity service refuses a sign-in (undefined: no refusal it sent);
 * `asking` is the address they signed in with, when they typed one.
 */
export function signInFailure(
  refusal: IdentityRefusal | undefined,
  asking?: string,
  options: { activationResend?: boolean } = {},
): SignInFailure {
  const generic: SignInFailure = { kind: 'generic', message: SOMETHING_WENT_WRONG_TRY_LATER };
  if (!refusal) return generic;
  if (options.activationResend && refusal.error === NOT_ACTIVATED_CODE)
    return { kind: 'not-activated', message: NOT_ACTIVATED_MESSAGE };
  if (refusal.error.includes(LOCKED_CODE)) return { kind: 'locked', message: LOCKED_OUT_MESSAGE };
  if (refusal.error === MULTIPLE_USER_MATCH_CODE) {
    return { kind: 'contact', message: contactForAccess(refusal.email, asking) };
  }
  if (refusal.error_description) return { kind: 'described', message: refusal.error_description };
  return generic;
}
