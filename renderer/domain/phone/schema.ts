import { z } from 'zod/mini';
import { validationMessages } from '../validation/messages.ts';
import { isValidSupportedPhoneNumber } from './phoneNumber.ts';

/**
 * SPEC §5: the phone is required and valid for a supported country, typed internationally or nationally
 * for `defaultCountry` (the country the form assumes, see environment defaultCountryForTimeZone).
 */
export function phoneNumberSchema(defaultCountry?: string) {
  return z.string(validationMessages.phoneInvalid).check(
    z.trim(),
    z.refine((value) => isValidSupportedPhoneNumber(value, defaultCountry), validationMessages.phoneInvalid),
  );
}
