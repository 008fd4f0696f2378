import { describe, expect, it } from 'vitest';
import { billingPeriodLabel, perPeriod } from './format.ts';

describe('billing periods', () => {
  it('periods read as owners say them', () => {
    expect(perPeriod('monthly')).toBe('per month');
    expect(perPeriod('yearly')).toBe('per year');
    expect(billingPeriodLabel('monthly')).toBe('Monthly');
    expect(billingPeriodLabel('yearly')).toBe('Annual');
    expect(billingPeriodLabel(undefined)).toBeUndefined();
  });
});
