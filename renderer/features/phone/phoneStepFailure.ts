import { identityRefusal } from '../../api/refusals.ts';
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
  const detail = identityRefusal(error);
  if (detail?.error === INVALID_PHONE_CODE)
    return { toast: GENERIC_SIGN_IN_FAILURE, field: INVALID_PHONE_CODE };
  const failure = signInFailure(error);
  return { toast: failure.kind === 'contact' ? failure.message : GENERIC_SIGN_IN_FAILURE };
}
