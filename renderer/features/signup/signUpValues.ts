import { z } from 'zod/mini';
import { checkPhoneNumber } from '../../domain/phone/phoneNumber.ts';
import type { FieldIssue } from '../../domain/validation/issues.ts';
import { validationMessages } from '../../domain/validation/messages.ts';
import { signUpSchema } from '../../domain/validation/signUp.ts';
import type { PhoneCountryChoice } from '../../ui/PhoneNumberField.tsx';
import type { FormCheck } from '../../ui/useForm.ts';
import { foreignPhoneNumber } from './foreignPhoneNumber.ts';

/** What the owner typed into the sign-up form; kept by the page so nothing is lost on an error. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  phoneCountry: PhoneCountryChoice;
  termsAgreement: boolean;
}

/** A sign-up ready to send: the trimmed details and the phone number in E.164 with its country. */
export interface CheckedSignUp {
  firstName: string;
  lastName: string;
  email: string;
  phone: { country: string; e164: string };
}

/**
 * SPEC §5 through the domain's sign-up schema, its issues keyed by the schema's paths. A number the domain
 * cannot place because it is from a country Lucy does not serve is not an error here: its owner joins the
 * waitlist (SPEC §4).
 */
export async function checkSignUp(values: SignUpValues): Promise<FormCheck<CheckedSignUp>> {
  const defaultCountry = values.phoneCountry === 'other' ? undefined : values.phoneCountry;
  const schema = signUpSchema(defaultCountry);
  const issues: FieldIssue[] = (schema.safeParse(values).error?.issues ?? []).filter(
    (issue) => issue.path[0] !== 'phoneNumber',
  );

  let phone: CheckedSignUp['phone'] | undefined;
  const checked = checkPhoneNumber(values.phoneNumber, defaultCountry);
  if (checked.kind === 'valid') {
    phone = { country: checked.country, e164: checked.e164 };
  } else if (values.phoneNumber.trim().startsWith('+')) {
    const foreign = await foreignPhoneNumber(values.phoneNumber.trim());
    if (foreign) phone = { country: foreign.countryCode, e164: foreign.e164 };
  }
  if (!phone) issues.push({ path: ['phoneNumber'], message: validationMessages.phoneInvalid });

  if (!phone || issues.length > 0) return { success: false, error: { issues } };
  // Every field but the phone passed above, so this parse only trims.
  const { firstName, lastName, email } = z.omit(schema, { phoneNumber: true }).parse(values);
  return { success: true, data: { firstName, lastName, email, phone } };
}
