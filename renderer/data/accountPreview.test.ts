import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchFunction } from '../api/http.ts';
import { createApi, UnexpectedResponseError } from '../api/index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from '../api/testing/fakes.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Person } from '../domain/token.ts';
import { businessNameQuery } from './queries.ts';
import { createQueryClient } from './queryClient.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const owner: Person = { iss: 'http://backend.test/identity', org_id: 'org-1', sub: 'user-1' };

const json = (status: number, body: unknown) => Response.json(body, { status });

/** The organisation's name as a screen reads it: through its query, with the app's query defaults. */
function businessName(fetch: FetchFunction) {
  const api = createApi({
    environments,
    tokens: memoryTokenStore({
      access_token: unsignedJwt({ ...owner, region: 'au' }),
      refresh_token: 'refresh-1',
    }),
    fetch,
    sessionEnd: recordingSessionEnd(),
  });
  return createQueryClient().fetchQuery(businessNameQuery({ api: async () => api, person: () => owner }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §7 account preview by identifier', () => {
  it('is not retried on a 400', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(400, { message: 'Bad id' }));
    await expect(businessName(fetch)).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is otherwise tried up to 3 times, backing off 1 s then 2 s (SPEC §9)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<FetchFunction>(async () => json(503, { message: 'Unavailable' }));
    const outcome = expect(businessName(fetch)).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('counts a 2xx answer that fails its schema as a failure, and retries it', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<FetchFunction>()
      .mockResolvedValueOnce(json(200, { data: { id: 'org-1' } }))
      .mockResolvedValueOnce(json(200, { data: { id: 'org-1', name: 'Olivia’s Plumbing' } }));
    const name = businessName(fetch);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(name).resolves.toBe('Olivia’s Plumbing');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 answers that fail their schema', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<FetchFunction>(async () => json(200, { data: { id: 'org-1' } }));
    const outcome = expect(businessName(fetch)).rejects.toBeInstanceOf(UnexpectedResponseError);
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answers as soon as one attempt succeeds', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<FetchFunction>()
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { data: { id: 'org-1', name: 'Olivia’s Plumbing' } }));
    const name = businessName(fetch);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(name).resolves.toBe('Olivia’s Plumbing');
  });
});
