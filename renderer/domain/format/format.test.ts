import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPhoneNumber, formatTime, ownerLocale } from './index.ts';

describe('dates in the owner’s country', () => {
  it.each([
    ['AU', '8 December 2026'],
    ['GB', '8 December 2026'],
    ['US', 'December 8, 2026'],
    ['CA', 'December 8, 2026'],
  ])('%s owners read %s', (country, text) => {
    expect(formatDate('2026-12-08T10:00:00.000Z', ownerLocale(country, 'en-US'), 'UTC')).toBe(text);
  });

  it('an AU owner on a computer set to US English still reads the Australian way', () => {
    expect(formatDate('2026-12-08T10:00:00.000Z', ownerLocale('AU', 'en-US'), 'UTC')).toBe('8 December 2026');
  });

  it('an unknown country falls back to the browser’s language', () => {
    expect(ownerLocale('NZ', 'en-NZ')).toBe('en-NZ');
    expect(ownerLocale(undefined, 'en-GB')).toBe('en-GB');
  });

  it.each([undefined, null, '', 'not a date'])('nothing readable (%j) is undefined', (value) => {
    expect(formatDate(value, 'en-AU')).toBeUndefined();
  });
});

describe('times of day in the owner’s country', () => {
  it.each([
    ['AU', '10:42 pm'],
    ['US', '10:42 PM'],
  ])('%s owners read %s', (country, text) => {
    // Intl may separate the day period with a narrow no-break space.
    expect(formatTime('2026-12-08T22:42:00.000Z', ownerLocale(country), 'UTC')?.replace(/\s/g, ' ')).toBe(
      text,
    );
  });

  it.each([undefined, null, 'not a date'])('nothing readable (%j) is undefined', (value) => {
    expect(formatTime(value, 'en-AU')).toBeUndefined();
  });
});

describe('prices carry their currency where "$" would be ambiguous', () => {
  it.each([
    [9900, 'aud', 'en-AU', 'A$99'],
    [8250, 'AUD', 'en-AU', 'A$82.50'],
    [99000, 'aud', 'en-AU', 'A$990'],
    [9900, 'cad', 'en-CA', 'C$99'],
    [199000, 'usd', 'en-US', 'US$1,990'],
    [7920, 'gbp', 'en-GB', '£79.20'],
    [0, 'aud', 'en-AU', 'A$0'],
  ])('%i %s in %s is %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });

  it('the sign does not depend on the computer’s language', () => {
    for (const locale of ['en-US', 'en-AU', 'en-GB', 'en-CA']) {
      expect(formatMoney(9900, 'aud', locale)).toBe('A$99');
      expect(formatMoney(9900, 'usd', locale)).toBe('US$99');
    }
  });

  it('another currency is named by its code', () => {
    expect(formatMoney(9900, 'nzd', 'en-AU')).toMatch(/^NZD\s99$/);
  });
});

describe('SPEC §3 phone numbers as people write them', () => {
  it.each([
    ['+61255500000', '02 5550 0000'],
    ['+61412345678', '0412 345 678'],
    ['+442079460000', '020 7946 0000'],
    ['+14155550100', '(415) 555-0100'],
    ['+14165550100', '(416) 555-0100'],
    ['+61390001234', '03 9000 1234'],
  ])('%s reads %s', (e164, text) => {
    expect(formatPhoneNumber(e164)).toBe(text);
  });

  it('AU and GB keep the leading 0, US and CA the national number (the same digits as the dial form)', () => {
    for (const e164 of ['+61255500000', '+442079460000', '+14155550100']) {
      const digits = formatPhoneNumber(e164).replace(/\D/g, '');
      expect(digits.startsWith('0') || e164.startsWith('+1')).toBe(true);
    }
  });

  it('SPEC §8: any other country raises', () => {
    expect(() => formatPhoneNumber('+6421123456')).toThrow('Cannot display a phone number');
  });
});
