import { z } from 'zod/mini';
import { validationMessages } from '../validation/messages.ts';
import { checkPhoneNumber, isValidSupportedPhoneNumber } from './phoneNumber.ts';

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

/**
 * SPEC §2 /setup/phone, §8 "Unsupported country in the phone step": the business phone, judged. A valid
 * number of a supported country passes, and so does an international number from a country Lucy does not
 * serve (its owner is offered the waitlist); anything else is not a phone number.
 */
export function businessPhoneSchema(defaultCountry?: string) {
  return z.object({
    phoneNumber: z.pipe(
      z.string(validationMessages.phoneInvalid),
      z.transform((value, context) => {
        const check = checkPhoneNumber(value, defaultCountry);
        if (check.kind === 'invalid')
          context.issues.push({ code: 'custom', input: value, message: validationMessages.phoneInvalid });
        return check;
      }),
    ),
  });
}
