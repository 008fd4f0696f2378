import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionChangedError, SessionExpiredError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { json, LOCAL_IDENTITY } from './testing/coreSetup.ts';
import {
  bearer,
  expired,
  personOf,
  renewed,
  service,
  setUpAfterExpiry,
  status,
  tokensOf,
} from './testing/expiredSession.ts';
import { memoryTokenStore, unsignedJwt } from './testing/fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a refresh the identity service did not refuse keeps the session (outage, not logout)', () => {
  it.each([
    ['a 500', () => json(500, { error: 'server_error' })],
    ['a dropped connection', () => Promise.reject(new TypeError('fetch failed'))],
    ['a 503', () => json(503, {})],
    ['a 429', () => json(429, {})],
  ])('%s once: the refresh is tried again after 1 s and the call succeeds', async (_, failure) => {
    vi.useFakeTimers();
    const identity = service([failure]);
    const { api, tokens, sessionEnd } = setUpAfterExpiry(identity.fetch);
    const call = api.gateway.getUserStatus();
    await vi.advanceTimersByTimeAsync(999);
    expect(identity.refreshes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ clientInfo: { firstName: 'Olivia' } });
    expect(identity.refreshes).toHaveLength(2);
    expect(tokens.current).toEqual(renewed);
    expect(sessionEnd.warnings).toEqual([]);
    expect(sessionEnd.navigations).toEqual([]);
  });

  it('an outage that outlasts the retries fails the call as unreachable, keeps the tokens, and a later call refreshes again', async () => {
    vi.useFakeTimers();
    const down = () => Promise.reject(new TypeError('fetch failed'));
    const identity = service([down, down, down, down]);
    const { api, tokens, sessionEnd } = setUpAfterExpiry(identity.fetch);
    const call = api.gateway.getUserStatus();
    const settled = expect(call).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await settled;
    expect(identity.refreshes).toHaveLength(4);
    expect(tokens.current).toEqual(expired);
    expect(sessionEnd.warnings).toEqual([]);

    await expect(api.gateway.getUserStatus()).resolves.toMatchObject({ clientInfo: { firstName: 'Olivia' } });
    expect(identity.refreshes).toHaveLength(5);
  });

  it.each([
    [400, { error: 'invalid_grant' }],
    [401, { error: 'invalid_client' }],
  ])('a refusal (%i) still ends the session at once, without retrying (SPEC §7)', async (code, body) => {
    const identity = service([() => json(code, body)]);
    const { api, tokens, sessionEnd } = setUpAfterExpiry(identity.fetch);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(identity.refreshes).toHaveLength(1);
    expect(tokens.current).toBeNull();
    expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
  });
});

describe('a return visit after the access token expired', () => {
  const now = Date.parse('2026-11-28T08:00:00Z');
  const expiring = (n: number, expiresInSeconds: number) => ({
    access_token: unsignedJwt({
      iss: LOCAL_IDENTITY,
      region: 'au',
      sub: 'user-1',
      org_id: 'org-1',
      n,
      exp: now / 1000 + expiresInSeconds,
    }),
    refresh_token: `refresh-${n}`,
  });

  function returning(stored: ReturnType<typeof expiring>, granted: ReturnType<typeof expiring>) {
    const sent: string[] = [];
    const fetch: FetchFunction = async (url, init) => {
      if (url.endsWith('/token')) {
        sent.push('POST /token');
        return json(200, granted);
      }
      sent.push(`GET ${bearer(init) === granted.access_token ? 'renewed' : 'stored'}`);
      // The services go by their own clock, where only a token past its `exp` is refused.
      const exp = JSON.parse(atob(String(bearer(init)).split('.')[1] ?? '')).exp as number;
      return exp * 1000 < now ? json(401, { message: 'Token expired' }) : json(200, status);
    };
    return { sent, ...setUpAfterExpiry(fetch, memoryTokenStore(stored)) };
  }

  it('renews the token first: one refresh, then one call per resource, none refused', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const { api, sent } = returning(expiring(1, -600), expiring(2, 900));
    await Promise.all([
      api.gateway.getUserStatus(),
      api.gateway.getUserStatus(),
      api.gateway.getUserStatus(),
    ]);
    expect(sent).toEqual(['POST /token', 'GET renewed', 'GET renewed', 'GET renewed']);
  });

  it('also a token about to expire, but not one with time left', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const soon = returning(expiring(1, 10), expiring(2, 900));
    await soon.api.gateway.getUserStatus();
    expect(soon.sent).toEqual(['POST /token', 'GET renewed']);
    const fresh = returning(expiring(1, 600), expiring(2, 900));
    await fresh.api.gateway.getUserStatus();
    expect(fresh.sent).toEqual(['GET stored']);
  });

  it('a device clock far ahead renews once, then leaves renewing to the services’ refusals', async () => {
    // Every token looks expired to this device: the renewed one too.
    vi.useFakeTimers({ now: now + 24 * 3600 * 1000, toFake: ['Date'] });
    const stored = expiring(1, 600);
    const granted = expiring(2, 900);
    const { api, sent } = returning(stored, granted);
    await api.gateway.getUserStatus();
    await api.gateway.getUserStatus();
    expect(sent).toEqual(['POST /token', 'GET renewed', 'GET renewed']);
  });
});

describe('a call is for the person it was prepared for', () => {
  const ownerA = tokensOf('user-a', 'org-a', 1);
  const ownerB = tokensOf('user-b', 'org-b', 1);

  it('is never sent with another person’s token: nothing leaves, and the window hears of the change', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { lucyConfig: {}, version: 2 }));
    const { api, sessionEnd } = setUpAfterExpiry(fetch, memoryTokenStore(ownerB), () =>
      personOf('user-a', 'org-a'),
    );
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toBeInstanceOf(SessionChangedError);
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionEnd.personChanged).toHaveBeenCalledOnce();
  });

  it('goes to the organisation of its person', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { lucyConfig: {}, version: 2 }));
    const { api } = setUpAfterExpiry(fetch, memoryTokenStore(ownerA), () => personOf('user-a', 'org-a'));
    await api.builder.saveLucyConfig({} as never, 1).catch(() => undefined);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://backend.test/builder/builder-api/organisations/org-a/lucy/config',
    );
  });

  it('is not retried with the token a refresh gave someone else', async () => {
    const tokens = memoryTokenStore(ownerA);
    const sent: string[] = [];
    const fetch: FetchFunction = async (url, init) => {
      if (url.endsWith('/token')) return json(200, ownerB);
      sent.push(`${url} as ${bearer(init) === ownerA.access_token ? 'A' : 'B'}`);
      return json(401, { message: 'Token expired' });
    };
    const { api } = setUpAfterExpiry(fetch, tokens, () => personOf('user-a', 'org-a'));
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toBeInstanceOf(SessionChangedError);
    expect(sent).toEqual(['http://backend.test/builder/builder-api/organisations/org-a/lucy/config as A']);
  });

  it('answers nothing once the window has moved to someone else', async () => {
    let person = personOf('user-a', 'org-a');
    const fetch: FetchFunction = async () => {
      person = personOf('user-b', 'org-b');
      return json(200, status);
    };
    const { api } = setUpAfterExpiry(fetch, memoryTokenStore(ownerA), () => person);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(SessionChangedError);
  });
});
