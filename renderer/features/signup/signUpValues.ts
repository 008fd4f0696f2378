import { z } from 'zod/mini';
import { checkPhoneNumber } from '../../domain/phone/phoneNumber.ts';
import { validationMessages } from '../../domain/validation/messages.ts';
import { signUpSchema } from '../../domain/validation/signUp.ts';
import type { PhoneCountryChoice } from '../../ui/PhoneNumberField.tsx';
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

/** The form's fields in the order they appear, so the first invalid one can take the focus. */
export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'termsAgreement'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

/** A sign-up ready to send: the trimmed details and the phone number in E.164 with its country. */
export interface CheckedSignUp {
  firstName: string;
  lastName: string;
  email: string;
  phone: { country: string; e164: string };
}

export type SignUpCheck = { ok: true; signUp: CheckedSignUp } | { ok: false; errors: SignUpFieldErrors };

/**
 * SPEC §5 through the domain's sign-up schema. A number the domain cannot place because it is from a country
 * Lucy does not serve is not an error here: its owner joins the waitlist (SPEC §4).
 */
export async function checkSignUp(values: SignUpValues): Promise<SignUpCheck> {
  const defaultCountry = values.phoneCountry === 'other' ? undefined : values.phoneCountry;
  const schema = signUpSchema(defaultCountry);
  const errors: SignUpFieldErrors = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as SignUpField;
    errors[field] ??= issue.message;
  }

  let phone: CheckedSignUp['phone'] | undefined;
  const checked = checkPhoneNumber(values.phoneNumber, defaultCountry);
  if (checked.kind === 'valid') {
    phone = { country: checked.country, e164: checked.e164 };
  } else if (values.phoneNumber.trim().startsWith('+')) {
    const foreign = await foreignPhoneNumber(values.phoneNumber.trim());
    if (foreign) phone = { country: foreign.countryCode, e164: foreign.e164 };
  }
  if (phone) delete errors.phoneNumber;
  else errors.phoneNumber ??= validationMessages.phoneInvalid;

  if (!phone || Object.keys(errors).length > 0) return { ok: false, errors };
  // Every field but the phone passed above, so this parse only trims.
  const { firstName, lastName, email } = z.omit(schema, { phoneNumber: true }).parse(values);
  return { ok: true, signUp: { firstName, lastName, email, phone } };
}
