import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotSignedInError, SessionExpiredError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { createApi } from './index.ts';
import { accessToken, authorization, json, LOCAL_IDENTITY, local, setUp } from './testing/coreSetup.ts';
import { memoryTokenStore, recordingSessionEnd, sharedLock } from './testing/fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** The tokens a refresh replaces, and the ones it gives. */
const oldTokens = {
  access_token: accessToken({ iss: LOCAL_IDENTITY, region: 'au', n: 1 }),
  refresh_token: 'refresh-1',
};
const newTokens = {
  access_token: accessToken({ iss: LOCAL_IDENTITY, region: 'au', n: 2 }),
  refresh_token: 'refresh-2',
};

describe('SPEC §7 session handling on calls', () => {
  it('100 concurrent 401s cause exactly one refresh and 100 successful retries', async () => {
    const refreshBodies: string[] = [];
    let retried = 0;
    const fetch: FetchFunction = async (url, init) => {
      if (url === `${LOCAL_IDENTITY}/token`) {
        refreshBodies.push(String(init.body));
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, newTokens);
      }
      if (authorization(init) === `Bearer ${newTokens.access_token}`) {
        retried++;
        return json(200, { data: { clientInfo: { email: 'owner@example.com', firstName: 'Olivia' } } });
      }
      return json(401, { message: 'Token expired' });
    };
    const { api, tokens, sessionEnd } = setUp(fetch, local, memoryTokenStore(oldTokens));

    const answers = await Promise.all(Array.from({ length: 100 }, () => api.gateway.getUserStatus()));

    expect(refreshBodies).toEqual(['grant_type=refresh_token&refresh_token=refresh-1']);
    expect(retried).toBe(100);
    expect(answers.every((answer) => answer.clientInfo.firstName === 'Olivia')).toBe(true);
    expect(tokens.current).toEqual(newTokens);
    expect(sessionEnd.warnings).toEqual([]);
  });

  it('a 403 also refreshes, and the retry is not refreshed again when it is refused too', async () => {
    let refreshes = 0;
    let gatewayCalls = 0;
    const fetch: FetchFunction = async (url) => {
      if (url.endsWith('/token')) {
        refreshes++;
        return json(200, newTokens);
      }
      gatewayCalls++;
      return json(403, { message: 'Forbidden' });
    };
    const { api } = setUp(fetch, local, memoryTokenStore(oldTokens));

    await expect(api.gateway.getUserStatus()).rejects.toMatchObject({ name: 'ApiError', status: 403 });
    expect(refreshes).toBe(1);
    expect(gatewayCalls).toBe(2);
  });

  it('a late 401 with an already refreshed token reuses that refresh', async () => {
    let refreshes = 0;
    const fetch: FetchFunction = async (url, init) => {
      if (url.endsWith('/token')) {
        refreshes++;
        return json(200, newTokens);
      }
      return authorization(init) === `Bearer ${newTokens.access_token}`
        ? json(200, { data: [] })
        : json(401, { message: 'Token expired' });
    };
    const tokens = memoryTokenStore(oldTokens);
    const { api } = setUp(fetch, local, tokens);
    await api.gateway.getSubscriptions();
    tokens.current = oldTokens;
    await api.gateway.getSubscriptions();
    expect(refreshes).toBe(1);
  });

  it('refresh failure clears the tokens, warns, and goes to / after 1 s', async () => {
    vi.useFakeTimers();
    const fetch: FetchFunction = async (url) =>
      url.endsWith('/token')
        ? json(400, { error: 'invalid_grant', error_description: 'Refresh token revoked' })
        : json(401, { message: 'Token expired' });
    const { api, tokens, sessionEnd } = setUp(fetch, local, memoryTokenStore(oldTokens));

    const calls = Promise.allSettled([
      api.gateway.getUserStatus(),
      api.builder.saveLucyConfig({} as never, 1),
    ]);
    const [status, save] = await calls;

    expect(status).toMatchObject({ status: 'rejected', reason: expect.any(SessionExpiredError) });
    expect(save).toMatchObject({ status: 'rejected', reason: expect.any(SessionExpiredError) });
    expect(tokens.current).toBeNull();
    expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
    expect(sessionEnd.navigations).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(sessionEnd.navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sessionEnd.navigations).toEqual(['/']);
  });

  it('without tokens a signed-in call is not sent', async () => {
    const fetch = vi.fn<FetchFunction>();
    const { api } = setUp(fetch);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(NotSignedInError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the bearer token comes from the token store', async () => {
    const fetch = vi.fn<FetchFunction>(async () =>
      json(200, { phoneNumber: null, clientInfo: { id: 'u', email: 'e' } }),
    );
    const { api } = setUp(fetch, local, memoryTokenStore(oldTokens));
    await api.identity.getUserInfo();
    expect(fetch).toHaveBeenCalledWith(`${LOCAL_IDENTITY}/userinfo`, expect.anything());
    expect(authorization(fetch.mock.calls[0]?.[1] ?? {})).toBe(`Bearer ${oldTokens.access_token}`);
  });
});

describe('several windows, one session (tokens in shared storage)', () => {
  /** An identity service that revokes a reused refresh token's family, as the real one does. */
  function identityService() {
    const used = new Set<string>();
    const refreshes: string[] = [];
    const fetch: FetchFunction = async (url, init) => {
      if (url === `${LOCAL_IDENTITY}/token`) {
        const token = new URLSearchParams(String(init.body)).get('refresh_token') ?? '';
        refreshes.push(token);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (used.has(token) || token !== oldTokens.refresh_token)
          return json(400, { error: 'invalid_grant' });
        used.add(token);
        return json(200, newTokens);
      }
      return authorization(init) === `Bearer ${newTokens.access_token}`
        ? json(200, { data: { clientInfo: { email: 'owner@example.com', firstName: 'Olivia' } } })
        : json(401, { message: 'Token expired' });
    };
    return { fetch, refreshes };
  }

  function windows(
    count: number,
    service: ReturnType<typeof identityService>,
    tokens = memoryTokenStore(oldTokens),
  ) {
    const lock = sharedLock();
    return Array.from({ length: count }, () => {
      const sessionEnd = recordingSessionEnd();
      const api = createApi({
        environments: local,
        tokens,
        fetch: service.fetch,
        sessionEnd,
        refreshExclusively: lock,
      });
      return { api, sessionEnd, tokens };
    });
  }

  it.each([2, 5])(
    '100 concurrent 401s spread over %i windows: exactly one refresh, 100 successes',
    async (count) => {
      const service = identityService();
      const open = windows(count, service);
      const answers = await Promise.allSettled(
        Array.from({ length: 100 }, (_, index) => open[index % count]?.api.gateway.getUserStatus()),
      );
      expect(service.refreshes).toEqual(['refresh-1']);
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(100);
      expect(open[0]?.tokens.current).toEqual(newTokens);
      expect(open.flatMap((window) => window.sessionEnd.warnings)).toEqual([]);
    },
  );

  it('without the shared lock each window refreshes on its own and the reuse ends the session (the bug it prevents)', async () => {
    const service = identityService();
    const tokens = memoryTokenStore(oldTokens);
    const apis = [1, 2].map(() =>
      createApi({ environments: local, tokens, fetch: service.fetch, sessionEnd: recordingSessionEnd() }),
    );
    await Promise.allSettled(apis.map((api) => api.gateway.getUserStatus()));
    expect(service.refreshes).toEqual(['refresh-1', 'refresh-1']);
  });

  it('a refresh that fails never clears tokens another window renewed meanwhile', async () => {
    const tokens = memoryTokenStore(oldTokens);
    const fetch: FetchFunction = async (url, init) => {
      if (url.endsWith('/token')) {
        // Another window renews while this one's refresh is on its way, and this one's is refused.
        tokens.current = newTokens;
        return json(400, { error: 'invalid_grant' });
      }
      return authorization(init) === `Bearer ${newTokens.access_token}`
        ? json(200, { data: { clientInfo: { email: 'owner@example.com', firstName: 'Olivia' } } })
        : json(401, { message: 'Token expired' });
    };
    const { api, sessionEnd } = setUp(fetch, local, tokens);
    await expect(api.gateway.getUserStatus()).resolves.toMatchObject({ clientInfo: { firstName: 'Olivia' } });
    expect(tokens.current).toEqual(newTokens);
    expect(sessionEnd.warnings).toEqual([]);
  });

  it('after another window signed out, a refused call does not sign back in with the old refresh token', async () => {
    const service = identityService();
    const tokens = memoryTokenStore(oldTokens);
    const fetch: FetchFunction = async (url, init) => {
      tokens.current = null;
      return service.fetch(url, init);
    };
    const { api } = setUp(fetch, local, tokens);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(service.refreshes).toEqual([]);
    expect(tokens.current).toBeNull();
  });
});
