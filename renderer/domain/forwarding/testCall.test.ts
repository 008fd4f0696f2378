import { describe, expect, it } from 'vitest';
import { forwardedTestCall, TEST_CALL_CLOCK_MARGIN_MS, testCallSince } from './testCall.ts';

const BUSINESS = '+61355500101';

describe('the test call that proves forwarding', () => {
  it('asks for the calls since a little before the owner started, as ISO 8601', () => {
    const start = Date.parse('2026-11-28T10:00:00.000Z');
    expect(testCallSince(start)).toBe('2026-11-28T09:58:00.000Z');
    expect(Date.parse(testCallSince(start))).toBe(start - TEST_CALL_CLOCK_MARGIN_MS);
  });

  it('takes the newest call forwarded from the business number', () => {
    const calls = [
      { id: 'a', answeredAt: '2026-11-28T10:01:00.000Z', forwardedFrom: BUSINESS },
      { id: 'b', answeredAt: '2026-11-28T10:03:00.000Z', forwardedFrom: BUSINESS },
      { id: 'c', answeredAt: '2026-11-28T10:04:00.000Z', forwardedFrom: '+61355500999' },
    ];
    expect(forwardedTestCall(calls, BUSINESS)?.id).toBe('b');
  });

  it('a call dialled straight to Lucy, or forwarded from another number, proves nothing', () => {
    const calls = [
      { id: 'straight', answeredAt: '2026-11-28T10:01:00.000Z', forwardedFrom: null },
      { id: 'absent', answeredAt: '2026-11-28T10:01:00.000Z' },
      // The same digits written nationally are not the E.164 number the business phone is stored as.
      { id: 'national', answeredAt: '2026-11-28T10:02:00.000Z', forwardedFrom: '0355500101' },
    ];
    expect(forwardedTestCall(calls, BUSINESS)).toBeUndefined();
    expect(forwardedTestCall([], BUSINESS)).toBeUndefined();
  });
});
