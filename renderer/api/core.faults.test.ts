import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_TIME_LIMIT_MS, STREAM_IDLE_LIMIT_MS, WRITE_TIME_LIMIT_MS } from '../domain/constants.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Person } from '../domain/token.ts';
import { ApiError, SessionChangedError, SessionExpiredError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { createApi } from './index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from './testing/fakes.ts';

const local = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const IDENTITY = 'http://backend.test/identity';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tokensOf = (sub: string, org: string, n: number) => ({
  access_token: unsignedJwt({ iss: IDENTITY, region: 'au', sub, org_id: org, n }),
  refresh_token: `refresh-${sub}-${n}`,
});
const personOf = (sub: string, org: string): Person => ({ iss: IDENTITY, sub, org_id: org });

const expired = tokensOf('user-1', 'org-1', 1);
const renewed = tokensOf('user-1', 'org-1', 2);
const status = { data: { clientInfo: { email: 'owner@example.com', firstName: 'Olivia' } } };

function bearer(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization?.replace('Bearer ', '');
}

/** An identity service whose /token answers each refresh with the next of `answers` (then renews). */
function service(answers: Array<(init: RequestInit) => Response | Promise<Response>>) {
  const refreshes: string[] = [];
  const fetch: FetchFunction = async (url, init) => {
    if (url === `${IDENTITY}/token`) {
      refreshes.push(String(init.body));
      const next = answers.shift();
      return next ? next(init) : json(200, renewed);
    }
    return bearer(init) === renewed.access_token
      ? json(200, status)
      : json(401, { message: 'Token expired' });
  };
  return { fetch, refreshes };
}

function setUp(fetch: FetchFunction, tokens = memoryTokenStore(expired), person?: () => Person | undefined) {
  const sessionEnd = { ...recordingSessionEnd(), personChanged: vi.fn() };
  const api = createApi({ environments: local, tokens, fetch, sessionEnd, ...(person ? { person } : {}) });
  return { api, tokens, sessionEnd };
}

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
    const { api, tokens, sessionEnd } = setUp(identity.fetch);
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
    const { api, tokens, sessionEnd } = setUp(identity.fetch);
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
    const { api, tokens, sessionEnd } = setUp(identity.fetch);
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
      iss: IDENTITY,
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
    return { sent, ...setUp(fetch, memoryTokenStore(stored)) };
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
    const { api, sessionEnd } = setUp(fetch, memoryTokenStore(ownerB), () => personOf('user-a', 'org-a'));
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toBeInstanceOf(SessionChangedError);
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionEnd.personChanged).toHaveBeenCalledOnce();
  });

  it('goes to the organisation of its person', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { lucyConfig: {}, version: 2 }));
    const { api } = setUp(fetch, memoryTokenStore(ownerA), () => personOf('user-a', 'org-a'));
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
    const { api } = setUp(fetch, tokens, () => personOf('user-a', 'org-a'));
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toBeInstanceOf(SessionChangedError);
    expect(sent).toEqual(['http://backend.test/builder/builder-api/organisations/org-a/lucy/config as A']);
  });

  it('answers nothing once the window has moved to someone else', async () => {
    let person = personOf('user-a', 'org-a');
    const fetch: FetchFunction = async () => {
      person = personOf('user-b', 'org-b');
      return json(200, status);
    };
    const { api } = setUp(fetch, memoryTokenStore(ownerA), () => person);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(SessionChangedError);
  });
});

describe('every call has a time limit', () => {
  /** A fetch that never answers, but stops when its signal is aborted, as the platform's does. */
  const hanging: FetchFunction = (_url, init) =>
    new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  it('a call that hangs fails as unreachable (status 0) once the limit has passed, not before', async () => {
    vi.useFakeTimers();
    const { api } = setUp(hanging, memoryTokenStore(renewed));
    let outcome: unknown;
    const call = api.gateway.getUserStatus().catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ status: 0 });
  });

  it('a write is waited for up to its own, longer limit (it is not tried again by itself)', async () => {
    vi.useFakeTimers();
    const { api } = setUp(hanging, memoryTokenStore(renewed));
    let outcome: unknown;
    const save = api.builder.saveLucyConfig({} as never, 1).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(WRITE_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await save;
    expect(outcome).toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('a body that stops half-way counts too', async () => {
    vi.useFakeTimers();
    const stalled: FetchFunction = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200 },
      );
    const { api } = setUp(stalled, memoryTokenStore(renewed));
    const call = expect(api.gateway.getUserStatus()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS);
    await call;
  });

  it('a refresh that hangs is an outage: the session stays', async () => {
    vi.useFakeTimers();
    const identity = service([(init) => hanging(`${IDENTITY}/token`, init)]);
    const { api, tokens, sessionEnd } = setUp(identity.fetch);
    const call = api.gateway.getUserStatus();
    await vi.advanceTimersByTimeAsync(WRITE_TIME_LIMIT_MS + 1000);
    await expect(call).resolves.toMatchObject({ clientInfo: { firstName: 'Olivia' } });
    expect(identity.refreshes).toHaveLength(2);
    expect(tokens.current).toEqual(renewed);
    expect(sessionEnd.warnings).toEqual([]);
  });

  it('a stream that stops sending ends with an error event once it has said nothing for the idle limit', async () => {
    vi.useFakeTimers();
    const stalling: FetchFunction = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: progress\ndata: {"message":"Reading"}\n\n'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
      );
    const { api } = setUp(stalling, memoryTokenStore(renewed));
    const events: string[] = [];
    const reading = (async () => {
      for await (const event of api.gateway.importWebsiteFaqs('https://example.com')) events.push(event.type);
    })();
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_LIMIT_MS - 1);
    expect(events).toEqual(['progress']);
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(events).toEqual(['progress', 'error']);
  });
});
