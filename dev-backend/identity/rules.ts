import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '../http/errors.ts';

/** SPEC §1: Lucy is sold in these countries; everyone else can join a waitlist. */
export const SUPPORTED_COUNTRIES = ['AU', 'US', 'GB', 'CA'] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

export const isSupportedCountry = (country: string): country is SupportedCountry =>
  (SUPPORTED_COUNTRIES as readonly string[]).includes(country);

/** SPEC §5: an address with a top-level domain of 2 to 24 letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,24}$/;

/** SPEC §8: the identity service answers the code 'Invalid email address', shown on the email field. */
export function requireEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) {
    throw new ApiError(400, 'Invalid email address', 'Enter a valid email address, e.g. name@example.com.');
  }
  return trimmed.toLowerCase();
}

export interface CheckedPhone {
  /** E.164, e.g. +61412345678. */
  number: string;
  country: string;
}

/** SPEC §8: a number that is not a valid phone number is refused with the code 'Invalid phone number'. */
export function requirePhone(phone: string): CheckedPhone {
  const parsed = phone.length <= 32 ? parsePhoneNumberFromString(phone) : undefined;
  if (!parsed?.isValid() || !parsed.country) {
    throw new ApiError(400, 'Invalid phone number', 'Enter a valid phone number with its country code.');
  }
  return { number: parsed.number, country: parsed.country };
}

/** A valid number in a country Lucy serves; elsewhere the person belongs on the waitlist. */
export function requireSupportedPhone(phone: string): CheckedPhone & { country: SupportedCountry } {
  const checked = requirePhone(phone);
  if (!isSupportedCountry(checked.country)) {
    throw new ApiError(
      400,
      'unsupported-country',
      'Lucy is only available in Australia, the US, Canada and the UK. You can join the waitlist instead.',
    );
  }
  return { ...checked, country: checked.country };
}

/**
 * SPEC §5 "New password": at least 10 characters with a lower-case letter, an upper-case letter, a digit and
 * a special character. The messages are the spec's.
 */
export function requireStrongPassword(password: string): string {
  const problems: string[] = [];
  if (password.length < 10) problems.push('At least 10 characters are required');
  if (!/[A-Z]/.test(password)) problems.push('An upper case character (A-Z) is required');
  if (!/[a-z]/.test(password)) problems.push('A lower case character (a-z) is required');
  if (!/[0-9]/.test(password)) problems.push('A number (0-9) is required');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('A special character (e.g !@#$%^&*-) is required');
  if (problems.length) throw new ApiError(400, 'weak-password', problems.join('. '));
  return password;
}
