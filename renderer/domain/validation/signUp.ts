import { z } from 'zod/mini';
import { phoneNumberSchema } from '../phone/schema.ts';
import { emailSchema, firstNameSchema, lastNameSchema, termsAgreementSchema } from './fields.ts';

/**
 * SPEC §2 /signup, §3 signup payload fields, §5 rules. Kept out of validation/index.ts: it pulls in the
 * phone metadata, which the sign-in screen must not download.
 */
export function signUpSchema(defaultCountry?: string) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phoneNumber: phoneNumberSchema(defaultCountry),
    email: emailSchema,
    termsAgreement: termsAgreementSchema,
  });
}
