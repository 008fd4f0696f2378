import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './queryClient.ts';

describe('SPEC §9 data fetching', () => {
  it('retries 3 times with a 5-minute cache lifetime', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
