import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeldTokens } from '../../bridge/types.ts';
import { QUERY_RETRIES } from '../domain/constants.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { ApiError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { createApi } from './index.ts';
import { recordingSessionEnd, unsignedJwt } from './testing/fakes.ts';
import type { TokenStore } from './tokenStore.ts';

/**
 * The desktop shell: the window holds the access token only, and the main process renews the session with the
 * refresh token it keeps (TokenStore.refresh). The http core refreshes through it, with the same rules as its own
 * refresh: one per session, a refusal ends the session, an outage is tried again and keeps it.
 */
const local = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const IDENTITY = 'http://backend.test/identity';
const access = (n: number) => unsignedJwt({ iss: IDENTITY, region: 'au', sub: 'user-1', org_id: 'org-1', n });

function shellStore(renew: (stale: HeldTokens) => Promise<HeldTokens>) {
  const asked: string[] = [];
  const store: TokenStore & { current: HeldTokens | null; asked: string[] } = {
    current: { access_token: access(1) },
    asked,
    get: async () => store.current,
    set: async () => {
      throw new Error('the window never stores a pair here');
    },
    clear: async () => {
      store.current = null;
    },
    refresh: async (stale) => {
      asked.push(stale.access_token);
      const renewed = await renew(stale);
      store.current = renewed;
      return renewed;
    },
  };
  return store;
}

const userStatus = () =>
  Response.json({ data: { clientInfo: { email: 'staff@example.com', firstName: 'Sam' } } });

function gateway(sent: string[]): FetchFunction {
  return async (url, init) => {
    sent.push(url);
    const bearer = (init.headers as Record<string, string>).Authorization;
    return bearer === `Bearer ${access(2)}`
      ? userStatus()
      : Response.json({ message: 'expired' }, { status: 401 });
  };
}

afterEach(() => vi.useRealTimers());

describe('the http core refreshes through the shell when the shell holds the refresh token', () => {
  it('many refused calls make one renewal, with the stale access token, and no call to the token endpoint', async () => {
    const sent: string[] = [];
    const tokens = shellStore(async () => ({ access_token: access(2) }));
    const sessionEnd = recordingSessionEnd();
    const api = createApi({ environments: local, tokens, fetch: gateway(sent), sessionEnd });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.gateway.getUserStatus()));
    expect(answers.every((answer) => answer.clientInfo.firstName === 'Sam')).toBe(true);
    expect(tokens.asked).toEqual([access(1)]);
    expect(sent.filter((url) => url.startsWith(IDENTITY))).toEqual([]);
    expect(sessionEnd.warnings).toEqual([]);
  });

  it('a refusal ends the session (SPEC §7)', async () => {
    vi.useFakeTimers();
    const tokens = shellStore(() => Promise.reject(new ApiError('refused', 400)));
    const sessionEnd = recordingSessionEnd();
    const api = createApi({ environments: local, tokens, fetch: gateway([]), sessionEnd });
    await expect(api.gateway.getUserStatus()).rejects.toMatchObject({ name: 'SessionExpiredError' });
    expect(tokens.current).toBeNull();
    expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
  });

  it('an outage is tried again and keeps the session', async () => {
    vi.useFakeTimers();
    const tokens = shellStore(() => Promise.reject(new ApiError('unreachable', 0)));
    const sessionEnd = recordingSessionEnd();
    const api = createApi({ environments: local, tokens, fetch: gateway([]), sessionEnd });
    const call = api.gateway.getUserStatus();
    const failed = expect(call).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    await vi.runAllTimersAsync();
    await failed;
    expect(tokens.asked).toHaveLength(1 + QUERY_RETRIES);
    expect(tokens.current).toEqual({ access_token: access(1) });
    expect(sessionEnd.warnings).toEqual([]);
  });
});
