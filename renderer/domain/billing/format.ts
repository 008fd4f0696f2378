import type { BillingPeriod } from './plans.ts';

/** How billing periods read; prices and dates are written by domain/format. */

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
