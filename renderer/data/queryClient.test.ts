import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NotSignedInError, SessionChangedError, SessionExpiredError } from '../api/errors.ts';
import { createQueryClient, retryDelay } from './queryClient.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A screen reading one call through the app's query client: the moments (fake clock, ms) the call was sent,
 * and whether the screen ended up with an answer or an error.
 */
function readOnScreen(client: ReturnType<typeof createQueryClient>, answer: () => Promise<string>) {
  const sentAt: number[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['resource'],
    queryFn: () => {
      sentAt.push(Date.now());
      return answer();
    },
  });
  const stop = observer.subscribe(() => {});
  return { sentAt, status: () => observer.getCurrentResult().status, stop };
}

describe('SPEC §9 data fetching', () => {
  it('a call that fails is tried 3 more times, 1 s, 2 s and 4 s apart, then the screen has the error', async () => {
    const read = readOnScreen(createQueryClient(), () => Promise.reject(new ApiError('500', 500)));
    await vi.runAllTimersAsync();
    expect(read.sentAt).toEqual([0, 1000, 3000, 7000]);
    expect(read.status()).toBe('error');
    read.stop();
  });

  for (const [why, error] of [
    ['the session is over', new SessionExpiredError('ended')],
    ['the visitor signed out', new NotSignedInError('signed out')],
    ['it was prepared for someone no longer signed in', new SessionChangedError('someone else')],
  ] as const) {
    it(`a call refused because ${why} is not tried again`, async () => {
      const read = readOnScreen(createQueryClient(), () => Promise.reject(error));
      await vi.runAllTimersAsync();
      expect(read.sentAt).toEqual([0]);
      expect(read.status()).toBe('error');
      read.stop();
    });
  }

  it('an answer is shown again without a call for 5 minutes, and read again after', async () => {
    const client = createQueryClient();
    const first = readOnScreen(client, async () => 'answer');
    await vi.advanceTimersByTimeAsync(0);
    first.stop();

    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    const within = readOnScreen(client, async () => 'answer');
    await vi.advanceTimersByTimeAsync(0);
    expect([first.sentAt, within.sentAt]).toEqual([[0], []]);
    expect(within.status()).toBe('success');
    within.stop();

    await vi.advanceTimersByTimeAsync(1);
    const after = readOnScreen(client, async () => 'answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(after.sentAt).toEqual([5 * 60_000]);
    after.stop();
  });

  it('an answer no screen shows is dropped from memory after 5 minutes', async () => {
    const client = createQueryClient();
    const read = readOnScreen(client, async () => 'answer');
    await vi.advanceTimersByTimeAsync(0);
    read.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(client.getQueryCache().find({ queryKey: ['resource'] })).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryCache().find({ queryKey: ['resource'] })).toBeUndefined();
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
