import { defaultCountryForTimeZone } from './resolve.ts';
import type { CountryCode } from './types.ts';

interface Temporal {
  Now?: { timeZoneId?(): string };
}

/**
 * The device's time zone (an IANA name such as Australia/Sydney). Temporal answers at once, where
 * the first `Intl.DateTimeFormat()` of a page loads the locale's date data first (measured here: 30-100 ms in
 * one task on a fresh page, before any slowdown of a phone); browsers without Temporal still ask Intl.
 */
export function deviceTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: Temporal }).Temporal;
  return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** SPEC §9: the country guessed from the device's time zone, named as the screens name countries (AU, GB, US). */
export function guessedCountry(): Uppercase<CountryCode> {
  return defaultCountryForTimeZone(deviceTimeZone()).toUpperCase() as Uppercase<CountryCode>;
}
