import { identityRefusal } from '../../api/refusals.ts';
import {
  contactForAccess,
  MULTIPLE_USER_MATCH_CODE,
  SOMETHING_WENT_WRONG_TRY_LATER,
  UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE,
} from '../../domain/errorCatalogue.ts';
import { plainProblem, refusalParts } from '../../domain/validation/refusal.ts';

/** SPEC §8 "Unsupported-country signup failure", word for word. */
export { UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE };

/** SPEC §8: the identity service's error codes that belong to a field of the sign-up form. */
const INVALID_EMAIL_CODE = 'Invalid email address';
const INVALID_PHONE_CODE = 'Invalid phone number';

/** How a refused sign-up is shown (SPEC §8). */
export type SignUpFailure =
  /** On the field, and (for the phone) also the generic toast. */
  | { kind: 'field'; field: RefusableField; message: string; toast?: string }
  /** A toast only: nothing more is known. */
  | { kind: 'toast'; message: string }
  /** Several accounts match: whom to contact, in a toast (SPEC §8) and kept in the form. */
  | { kind: 'contact'; message: string }
  /** The service said what is wrong (an existing account, a failed security check): shown above the button. */
  | { kind: 'described'; message: string };

type RefusableField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const REFUSABLE_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

/** A 400 naming a field of the form ("Invalid request body: firstName: must be at most 100 characters"). */
function refusedField(description: string | undefined): SignUpFailure | undefined {
  const [part] = refusalParts(description ?? '').filter(({ path }) =>
    REFUSABLE_FIELDS.includes(path[0] ?? ''),
  );
  if (!part) return undefined;
  return { kind: 'field', field: part.path[0] as RefusableField, message: plainProblem(part.problem) };
}

export function signUpFailure(error: unknown, asking: string): SignUpFailure {
  const detail = identityRefusal(error);
  if (detail?.error === INVALID_EMAIL_CODE) {
    return { kind: 'field', field: 'email', message: INVALID_EMAIL_CODE };
  }
  if (detail?.error === INVALID_PHONE_CODE) {
    return {
      kind: 'field',
      field: 'phoneNumber',
      message: INVALID_PHONE_CODE,
      toast: SOMETHING_WENT_WRONG_TRY_LATER,
    };
  }
  if (detail?.error === MULTIPLE_USER_MATCH_CODE) {
    return { kind: 'contact', message: contactForAccess(detail.email, asking) };
  }
  const field = refusedField(detail?.error_description);
  if (field) return field;
  if (detail?.error_description) return { kind: 'described', message: detail.error_description };
  return { kind: 'toast', message: SOMETHING_WENT_WRONG_TRY_LATER };
}
