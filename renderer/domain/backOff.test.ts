import { describe, expect, it } from 'vitest';
import { backOffDelay } from './backOff.ts';

describe('SPEC §9 back-off', () => {
  it('waits 1 s before the first retry, doubles, and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => backOffDelay(retry))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('takes another base and cap', () => {
    expect(backOffDelay(3, { base: 250, max: Number.POSITIVE_INFINITY })).toBe(2000);
    expect(backOffDelay(3, { base: 250, max: 1500 })).toBe(1500);
  });
});
