import type { BillingPeriod } from './plans.ts';

/**
 * Prices and billing dates as owners read them. Amounts arrive in the currency's minor unit (cents, pence);
 * whole amounts drop the cents ("$99", "$82.50"). Each owner pays in their own country's currency, so the
 * narrow symbol ("$", "£") reads naturally.
 */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
  const whole = minorUnits % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minorUnits / 100);
}

/** "per month" or "per year". */
export function perPeriod(period: BillingPeriod): string {
  return period === 'monthly' ? 'per month' : 'per year';
}

/** How a billing period is named on a plan: "Monthly" or "Annual". */
export function billingPeriodLabel(period: string | undefined): string | undefined {
  if (period === 'monthly') return 'Monthly';
  if (period === 'yearly') return 'Annual';
  return undefined;
}

/** A date the owner is told about (renewal, end of a cancelled plan), e.g. "1 March 2026"; undefined when unreadable. */
export function formatBillingDate(
  isoDateTime: string | undefined,
  locale?: string,
  timeZone?: string,
): string | undefined {
  if (!isoDateTime) return undefined;
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    time,
  );
}
