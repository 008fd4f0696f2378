import { ApiError } from '../../api/errors.ts';
import type { IdentityError } from '../../api/schemas/identity.ts';
import { GENERIC_SIGN_IN_FAILURE, signInFailure } from '../../session/signInFailure.ts';

/** SPEC §8 "Unsupported-country signup failure". */
export const UNSUPPORTED_COUNTRY_FAILURE = 'Something went wrong.';

/** SPEC §8: the identity service's code for a number it cannot use, shown on the phone field. */
export const INVALID_PHONE_CODE = 'Invalid phone number';

/** What the phone step shows when a call fails: a toast, and for a refused number the field's error. */
export function phoneStepFailure(
  error: unknown,
  unsupportedCountry: boolean,
): { toast: string; field?: string } {
  if (unsupportedCountry) return { toast: UNSUPPORTED_COUNTRY_FAILURE };
  const detail = error instanceof ApiError ? (error.detail as IdentityError | undefined) : undefined;
  if (detail?.error === INVALID_PHONE_CODE)
    return { toast: GENERIC_SIGN_IN_FAILURE, field: INVALID_PHONE_CODE };
  const failure = signInFailure(error);
  return { toast: failure.kind === 'contact' ? failure.message : GENERIC_SIGN_IN_FAILURE };
}
