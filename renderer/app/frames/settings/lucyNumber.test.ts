import { describe, expect, it } from 'vitest';
import { shownLucyNumber } from './lucyNumber.ts';

describe('the Lucy number in the sidebar footer', () => {
  it('SPEC §4: shows the number while active or trialing, written as SPEC §3 displays it, grouped', () => {
    expect(shownLucyNumber('active', '+61390001234')).toEqual({ text: '03 9000 1234', dial: '+61390001234' });
    expect(shownLucyNumber('trialing', '+12125550199')).toEqual({
      text: '(212) 555-0199',
      dial: '+12125550199',
    });
  });

  it("SPEC §4: reads 'Not Available' for any other status or without a number", () => {
    expect(shownLucyNumber('past_due', '+61390001234')).toEqual({ text: 'Not Available' });
    expect(shownLucyNumber('canceled', '+61390001234')).toEqual({ text: 'Not Available' });
    expect(shownLucyNumber(undefined, '+61390001234')).toEqual({ text: 'Not Available' });
    expect(shownLucyNumber('active', null)).toEqual({ text: 'Not Available' });
    expect(shownLucyNumber('active', '')).toEqual({ text: 'Not Available' });
  });

  it('shows a number from a country SPEC §3 has no display rule for as stored, rather than failing', () => {
    expect(shownLucyNumber('active', '+33142685300')).toEqual({ text: '+33142685300', dial: '+33142685300' });
  });
});
