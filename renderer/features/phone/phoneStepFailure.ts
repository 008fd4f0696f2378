import { identityRefusal } from '../../api/refusals.ts';
import {
  SOMETHING_WENT_WRONG_TRY_LATER,
  signInFailure,
  UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE,
} from '../../domain/errorCatalogue.ts';

/** SPEC §8 "Unsupported-country signup failure". */
export const UNSUPPORTED_COUNTRY_FAILURE = UNSUPPORTED_COUNTRY_SIGN_UP_FAILURE;

/** SPEC §8: the identity service's code for a number it cannot use, shown on the phone field. */
export const INVALID_PHONE_CODE = 'Invalid phone number';

/** What the phone step shows when a call fails: a toast, and for a refused number the field's error. */
export function phoneStepFailure(
  error: unknown,
  unsupportedCountry: boolean,
): { toast: string; field?: string } {
  if (unsupportedCountry) return { toast: UNSUPPORTED_COUNTRY_FAILURE };
  const refusal = identityRefusal(error);
  if (refusal?.error === INVALID_PHONE_CODE)
    return { toast: SOMETHING_WENT_WRONG_TRY_LATER, field: INVALID_PHONE_CODE };
  const failure = signInFailure(refusal);
  return { toast: failure.kind === 'contact' ? failure.message : SOMETHING_WENT_WRONG_TRY_LATER };
}
