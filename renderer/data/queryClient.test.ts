import { describe, expect, it } from 'vitest';
import { ApiError, NotSignedInError, SessionChangedError, SessionExpiredError } from '../api/errors.ts';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient.ts';

describe('SPEC §9 data fetching', () => {
  it('retries 3 times with a 5-minute cache lifetime', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    const failure = new ApiError('500', 500);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failure))).toEqual([true, true, true, false]);
    expect(queries?.gcTime).toBe(300_000);
  });

  it('a call refused because the session is over is not tried again', () => {
    expect(shouldRetry(0, new SessionExpiredError('ended'))).toBe(false);
    expect(shouldRetry(0, new NotSignedInError('signed out'))).toBe(false);
  });

  it('a call prepared for someone no longer signed in is not tried again', () => {
    expect(shouldRetry(0, new SessionChangedError('someone else'))).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
