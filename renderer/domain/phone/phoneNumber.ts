import {
  type CountryCode,
  findPhoneNumbersInText,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { SUPPORTED_COUNTRIES } from '../constants.ts';
import metadataJson from './metadata.json' with { type: 'json' };

/**
 * Phone metadata for only the countries the client handles: the four Lucy serves (SPEC §5) and the Cocos
 * Islands, which share Australia's +61 and are displayed like it (SPEC §3); about 2 kB gzipped instead of
 * the 19 kB of libphonenumber-js/min. The library's metadata generator would build it from Google's XML,
 * which needs a download we cannot do, so metadata.json is cut from the package's own min metadata, and
 * metadata.test.ts keeps it in step with the installed package.
 */
const metadata = metadataJson as MetadataJson;

/** SPEC §5: the countries whose phone numbers are supported, the countries Lucy serves. */
export const SUPPORTED_PHONE_COUNTRIES = SUPPORTED_COUNTRIES;
export type SupportedPhoneCountry = (typeof SUPPORTED_PHONE_COUNTRIES)[number];

/** Calling codes of the supported countries; a number with any other code is from elsewhere. */
const SUPPORTED_CALLING_CODES = ['1', '44', '61'];

function isSupportedPhoneCountry(country: string | undefined): country is SupportedPhoneCountry {
  return (SUPPORTED_PHONE_COUNTRIES as readonly string[]).includes(country ?? '');
}

function parse(value: string, defaultCountry?: string): PhoneNumber | undefined {
  const country = defaultCountry?.toUpperCase();
  return isSupportedPhoneCountry(country)
    ? parsePhoneNumberFromString(value, country as CountryCode, metadata)
    : parsePhoneNumberFromString(value, metadata);
}

/** A phone number as the owner typed it, judged (SPEC §5, §8 "Unsupported country in the phone step"). */
export type PhoneNumberCheck =
  | { kind: 'valid'; country: SupportedPhoneCountry; e164: string }
  | { kind: 'other-country' }
  | { kind: 'invalid' };

/**
 * Whether `value` is a valid number of a supported country, written internationally or nationally for
 * `defaultCountry`. An international number with a calling code Lucy does not serve is `other-country`,
 * so the phone step can offer the waitlist rather than call it invalid.
 */
export function checkPhoneNumber(value: string, defaultCountry?: string): PhoneNumberCheck {
  const phoneNumber = parse(value, defaultCountry);
  if (phoneNumber?.isValid() && isSupportedPhoneCountry(phoneNumber.country)) {
    return { kind: 'valid', country: phoneNumber.country, e164: phoneNumber.number };
  }
  const international = /^\s*(?:\+|00)\s*(\d)/.exec(value);
  const digits = value.replace(/\D/g, '').replace(/^00/, '');
  const fromElsewhere =
    international && !SUPPORTED_CALLING_CODES.some((code) => digits.startsWith(code)) && digits.length >= 7;
  return fromElsewhere ? { kind: 'other-country' } : { kind: 'invalid' };
}

export function isValidSupportedPhoneNumber(value: string, defaultCountry?: string): boolean {
  return checkPhoneNumber(value, defaultCountry).kind === 'valid';
}

/** The country of a stored (E.164) number, or undefined; used to find the owner's carrier region. */
export function phoneNumberCountry(phone: string): string | undefined {
  return parse(phone)?.country;
}

/** Kinds of number that no text message reaches, by the numbering plan of their country. */
const NEVER_TEXTED = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PAGER',
  'UAN',
]);

/**
 * False for a number its country's plan says is a landline or another number that cannot take texts; true
 * for mobiles and for numbers the plan cannot tell apart (US and Canadian numbers may be either).
 */
export function mayReceiveTexts(phone: string): boolean {
  const type = parse(phone)?.getType();
  return type === undefined || !NEVER_TEXTED.has(type);
}

/** SPEC §3 "Phone display": the countries whose numbers are shown; SPEC §8: any other country raises. */
function displayable(phone: string): PhoneNumber & { country: 'AU' | 'CC' | 'GB' | 'CA' | 'US' } {
  const phoneNumber = parse(phone);
  const country = phoneNumber?.country;
  if (
    phoneNumber &&
    (country === 'AU' || country === 'CC' || country === 'GB' || country === 'CA' || country === 'US')
  ) {
    return Object.assign(phoneNumber, { country });
  }
  throw new Error(`Cannot display a phone number from ${country ?? 'an unsupported country'}`);
}

/**
 * SPEC §3 "Phone display": AU, CC and GB numbers with a leading 0 and the national number; CA and US the
 * national number. SPEC §8: any other country raises. This is how Lucy's number is dialled in a forwarding
 * code (carriers/codes.ts); for reading, formatPhoneNumber groups the same digits.
 */
export function displayPhoneNumber(phone: string): string {
  const phoneNumber = displayable(phone);
  return phoneNumber.country === 'CA' || phoneNumber.country === 'US'
    ? phoneNumber.nationalNumber
    : `0${phoneNumber.nationalNumber}`;
}

/**
 * A stored (E.164) number as people of its country write it, grouped: "02 5550 0000", "0412 345 678",
 * "020 7946 0000", "(415) 555-0100". SPEC §3's rule holds (AU, CC and GB with the leading 0; CA and US the
 * national number) and so does SPEC §8's. For reading only: dial codes use displayPhoneNumber's digits and
 * `tel:` links keep the E.164 form.
 */
export function formatPhoneNumber(phone: string): string {
  const phoneNumber = displayable(phone);
  const national = phoneNumber.formatNational();
  // Australians write an area code without brackets: "02 5550 0000", not the library's "(02) 5550 0000".
  return phoneNumber.country === 'AU' || phoneNumber.country === 'CC'
    ? national.replace(/[()]/g, '')
    : national;
}

/**
 * Free text (an answer read from a website) with each number written internationally ("+61255500123") made
 * readable as the owner's country writes numbers: one of that country in its national form ("02 5550 0123"),
 * any other country's internationally ("+1 415 555 0100"). Other text, numbers written nationally already
 * among it, stays as it was written.
 */
export function formatPhoneNumbersIn(text: string, ownerCountry: string | undefined): string {
  let readable = '';
  let from = 0;
  for (const found of findPhoneNumbersInText(text, metadata)) {
    const { number } = found;
    const own = number.country !== undefined && number.country === ownerCountry;
    readable += text.slice(from, found.startsAt);
    readable += own ? formatPhoneNumber(number.number) : number.formatInternational();
    from = found.endsAt;
  }
  return readable + text.slice(from);
}
