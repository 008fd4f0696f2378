/**
 * How numbers, dates and money read to an owner: as people write them in the owner's country (the country
 * of the business phone), whatever language the computer is set to. One module, `Intl` and the phone
 * library underneath; the screens never format by hand.
 */

/** The owner's country as a locale: AU and UK owners write "8 December 2026", US and CA "December 8, 2026". */
const LOCALE_BY_COUNTRY: Readonly<Record<string, string>> = {
  AU: 'en-AU',
  CC: 'en-AU',
  GB: 'en-GB',
  UK: 'en-GB',
  US: 'en-US',
  CA: 'en-CA',
};

/** The locale an owner in `country` reads; `fallback` (the browser's language) when the country is unknown. */
export function ownerLocale(country: string | undefined, fallback?: string): string | undefined {
  return LOCALE_BY_COUNTRY[country?.toUpperCase() ?? ''] ?? fallback;
}

/** An instant as the owner reads it, in `locale` and `options`; undefined when unreadable. */
function formatInstant(
  isoDateTime: string | undefined | null,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string | undefined {
  if (!isoDateTime) return undefined;
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(locale, options).format(time);
}

/** A date the owner is told about (renewal, trial end, reactivation), e.g. "8 December 2026"; undefined when unreadable. */
export function formatDate(
  isoDateTime: string | undefined | null,
  locale: string | undefined,
  timeZone?: string,
): string | undefined {
  return formatInstant(isoDateTime, locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
}

/** A time of day the owner is told about (when Lucy answered a call), e.g. "10:42 am"; undefined when unreadable. */
export function formatTime(
  isoDateTime: string | undefined | null,
  locale: string | undefined,
  timeZone?: string,
): string | undefined {
  return formatInstant(isoDateTime, locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/**
 * The dollar currencies all write "$" at home, so a price names which dollar it is (A$, C$, US$); the pound's
 * "£" is nobody else's. Other currencies use their international symbol.
 */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { AUD: 'A$', CAD: 'C$', USD: 'US$', GBP: '£' };

/**
 * A price from the currency's minor unit (cents, pence): whole amounts drop the cents ("A$99", "A$82.50"),
 * grouped as the owner's locale groups ("US$1,990").
 */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase();
  const whole = minorUnits % 100 === 0;
  const sign = CURRENCY_SIGNS[code];
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: sign ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).formatToParts(minorUnits / 100);
  return parts.map((part) => (part.type === 'currency' && sign ? sign : part.value)).join('');
}

/** Phone numbers as people write them ("02 5550 0000", "(415) 555-0100"); see phone/phoneNumber.ts. */
export { formatPhoneNumber } from '../phone/phoneNumber.ts';
