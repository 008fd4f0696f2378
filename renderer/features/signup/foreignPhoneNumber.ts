import { isSupportedCountry } from '../../domain/access/afterAuth.ts';

/** A valid phone number of a country Lucy does not serve yet. */
export interface ForeignPhoneNumber {
  /** ISO 3166 code, e.g. `NZ`: the unsupported-country sign-up sends it (SPEC §7). */
  countryCode: string;
  e164: string;
}

/**
 * The domain's phone module knows only the countries Lucy serves (its metadata is cut down for the bundle),
 * so it can tell that a number is from elsewhere but not where. Sign-up needs the country for the waitlist
 * (SPEC §4, §7), so it asks the library's full-country metadata, loaded only when such a number is typed.
 */
export async function foreignPhoneNumber(value: string): Promise<ForeignPhoneNumber | undefined> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const phoneNumber = parsePhoneNumberFromString(value);
  if (!phoneNumber?.isValid() || !phoneNumber.country || isSupportedCountry(phoneNumber.country)) {
    return undefined;
  }
  return { countryCode: phoneNumber.country, e164: phoneNumber.number };
}
