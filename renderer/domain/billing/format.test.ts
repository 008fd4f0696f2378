import { describe, expect, it } from 'vitest';
import { billingPeriodLabel, formatBillingDate, formatMoney, perPeriod } from './format.ts';

describe('prices and billing dates', () => {
  it('amounts are minor units; whole amounts drop the cents', () => {
    expect(formatMoney(9900, 'aud', 'en-AU')).toBe('$99');
    expect(formatMoney(8250, 'aud', 'en-AU')).toBe('$82.50');
    expect(formatMoney(5500, 'gbp', 'en-GB')).toBe('£55');
    expect(formatMoney(199000, 'usd', 'en-US')).toBe('$1,990');
  });

  it('periods read as owners say them', () => {
    expect(perPeriod('monthly')).toBe('per month');
    expect(perPeriod('yearly')).toBe('per year');
    expect(billingPeriodLabel('monthly')).toBe('Monthly');
    expect(billingPeriodLabel('yearly')).toBe('Annual');
    expect(billingPeriodLabel(undefined)).toBeUndefined();
  });

  it('dates are written out in the owner’s locale and time zone', () => {
    expect(formatBillingDate('2026-03-01T00:00:00.000Z', 'en-AU', 'Australia/Sydney')).toBe('1 March 2026');
    expect(formatBillingDate('2026-03-01T00:00:00.000Z', 'en-US', 'America/New_York')).toBe(
      'February 28, 2026',
    );
    expect(formatBillingDate(undefined)).toBeUndefined();
    expect(formatBillingDate('not a date')).toBeUndefined();
  });
});
