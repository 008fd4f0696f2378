import { createHash } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../../bridge/types.ts';
import type { FetchFunction } from '../api/http.ts';
import { createApi } from '../api/index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from '../api/testing/fakes.ts';
import { paths } from '../domain/access/paths.ts';
import { type EnvironmentConfig, resolveEnvironments } from '../domain/environment/index.ts';
import { memoryStorage } from '../session/testing/memoryStorage.ts';
import type { AnalyticsConsent } from './consent.ts';
import type { PageView } from './pageViews.ts';
import type { AnalyticsClient } from './posthogClient.ts';
import { createRecorderMemory } from './recorderMemory.ts';
import { createTracker } from './tracker.ts';

const [local] = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
if (!local) throw new Error('No local environment');
const IDENTITY = local.identity;

function tokensOf(claims: { sub: string; org_id?: string; region?: string }): Tokens {
  return {
    access_token: unsignedJwt({ iss: IDENTITY, region: 'au', org_id: 'org-1', ...claims }),
    refresh_token: `refresh-${claims.sub}`,
  };
}

interface Account {
  clientId: string;
  email: string;
  firstName: string;
}

const ava: Account = { clientId: 'client-ava', email: 'Ava@Sunrise-Cafe.com.au', firstName: 'Ava' };
const sam: Account = { clientId: 'client-sam', email: 'sam@lucy-receptionist.com', firstName: 'Sam' };

/** What the product-analytics service was told, in order. */
function recordingClient() {
  const calls: unknown[][] = [];
  let identifiedAs: string | undefined;
  const client: AnalyticsClient = {
    capture: (event, properties, at) => calls.push(['capture', event, properties, at.getTime()]),
    identify: (distinctId, properties) => {
      identifiedAs = distinctId;
      calls.push(['identify', distinctId, properties]);
    },
    setPersonProperties: (properties) => calls.push(['setPersonProperties', properties]),
    isIdentified: () => identifiedAs !== undefined,
    reset: () => {
      identifiedAs = undefined;
      calls.push(['reset']);
    },
    stopSessionRecording: () => calls.push(['stopSessionRecording']),
    optOutOfRecording: () => calls.push(['optOutOfRecording']),
    optInToRecording: () => calls.push(['optInToRecording']),
    optOut: () => calls.push(['optOut']),
    optIn: () => calls.push(['optIn']),
  };
  return { client, calls };
}

function setUp(
  options: {
    account?: Account;
    environments?: EnvironmentConfig[];
    timeZone?: string;
    /** The device's storage, shared by the page loads of one device. */
    storage?: Storage;
  } = {},
) {
  let account = options.account ?? ava;
  const tokens = memoryTokenStore(tokensOf({ sub: 'user-ava' }));
  const fetch = vi.fn<FetchFunction>(async (input) => {
    const path = new URL(input).pathname;
    if (path.endsWith('/userinfo')) {
      return Response.json({ phoneNumber: null, clientInfo: { id: account.clientId, email: account.email } });
    }
    if (path.endsWith('/v1/ca/users/status')) {
      return Response.json({ data: { clientInfo: { email: account.email, firstName: account.firstName } } });
    }
    return Response.json({ message: 'Not here' }, { status: 404 });
  });
  const environments = options.environments ?? [local as EnvironmentConfig];
  const api = createApi({ environments, tokens, fetch, sessionEnd: recordingSessionEnd() });
  const queryClient = new QueryClient();
  const clients = new Map<string, ReturnType<typeof recordingClient>>();
  const createClient = vi.fn(
    (environment: EnvironmentConfig, _first: boolean, _consent: AnalyticsConsent) => {
      const recording = recordingClient();
      clients.set(environment.name, recording);
      return recording.client;
    },
  );
  const dataLayer: unknown[] = [];
  const tracker = createTracker({
    environments,
    tokens,
    api: async () => api,
    queryClient,
    createClient,
    dataLayer: () => dataLayer,
    timeZone: () => options.timeZone ?? 'Australia/Melbourne',
    recorderMemory: createRecorderMemory(options.storage ?? memoryStorage()),
  });
  let at = 1_700_000_000_000;
  async function visit(pathname: string) {
    at += 1000;
    const view: PageView = { url: `http://localhost:5173${pathname}`, pathname, at };
    tracker.pageView(view);
    await expect
      .poll(() => dataLayer.filter((event) => isPageView(event, pathname)).length)
      .toBeGreaterThan(0);
    return view;
  }
  const isPageView = (event: unknown, pathname: string) =>
    (event as { event: string; page_path: string }).event === 'page_view' &&
    (event as { page_path: string }).page_path === pathname;
  return {
    tracker,
    tokens,
    fetch,
    queryClient,
    dataLayer,
    createClient,
    calls: (name = 'local') => clients.get(name)?.calls ?? [],
    visit,
    signInAs(next: Account, sub: string) {
      account = next;
      tokens.current = tokensOf({ sub });
    },
    signOut() {
      tokens.current = null;
      queryClient.clear();
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The owner unticks recording, then analytics, then ticks both again. */
function recordingOffThenAnalyticsOffThenBothOn(tracker: { consentChanged(choice: AnalyticsConsent): void }) {
  tracker.consentChanged({ analytics: true, recording: false });
  tracker.consentChanged({ analytics: false, recording: false });
  tracker.consentChanged({ analytics: true, recording: true });
}

/** What the client in use is told for those three choices, one call each way. */
const IN_USE_CLIENT_CALLS = [
  ['optIn'],
  ['optOutOfRecording'],
  ['optOutOfRecording'],
  ['optOut'],
  ['optIn'],
  ['optInToRecording'],
];

describe('SPEC §4 opting in and out', () => {
  it('a client made while recording is off starts without it; opting out stops capture and recording', async () => {
    const { visit, calls, createClient, tracker } = setUp();
    await visit(paths.settingsIntegrations);
    expect(createClient.mock.calls[0]?.[2]).toEqual({ analytics: true, recording: true });
    recordingOffThenAnalyticsOffThenBothOn(tracker);
    expect(calls().slice(-6)).toEqual(IN_USE_CLIENT_CALLS);
  });
});

describe('analytics tracker', () => {
  it('SPEC §1, §7: identifies the signed-in client by their client id, then records the page view', async () => {
    const { visit, calls } = setUp();
    const view = await visit(paths.settingsIntegrations);
    expect(calls()).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
      ['capture', '$pageview', { $current_url: view.url, $pathname: view.pathname }, view.at],
    ]);
  });

  it('SPEC §2: on a session-recording path the e-mail and first name go to the recorder, once', async () => {
    const { visit, calls } = setUp();
    await visit(paths.settingsIntegrations);
    await visit(paths.settingsLucy);
    await visit(paths.settingsBilling);
    expect(calls().filter(([call]) => call !== 'capture')).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
      ['setPersonProperties', { email: ava.email, firstName: 'Ava' }],
    ]);
    expect(calls().filter(([call]) => call === 'capture')).toHaveLength(3);
  });

  it('reads the first name only for the recorder: no users/status on a path that does not identify to it', async () => {
    const { visit, fetch } = setUp();
    await visit(paths.settingsIntegrations);
    expect(fetch.mock.calls.map(([input]) => new URL(input).pathname)).toEqual(['/identity/userinfo']);
  });

  it('SPEC §2: a recorder told on an earlier visit of this device is not told again, and the first name is not read', async () => {
    const device = memoryStorage();
    const first = setUp({ storage: device });
    await first.visit(paths.settingsLucy);
    expect(first.calls().filter(([call]) => call === 'setPersonProperties')).toHaveLength(1);
    const later = setUp({ storage: device });
    await later.visit(paths.settingsLucy);
    expect(later.calls().filter(([call]) => call !== 'capture')).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
    ]);
    expect(later.fetch.mock.calls.map(([input]) => new URL(input).pathname)).toEqual(['/identity/userinfo']);
    const someoneElse = setUp({
      storage: device,
      account: { ...ava, clientId: 'client-pia', firstName: 'Pia' },
    });
    await someoneElse.visit(paths.settingsLucy);
    expect(someoneElse.calls()).toContainEqual([
      'setPersonProperties',
      { email: ava.email, firstName: 'Pia' },
    ]);
  });

  it('SPEC §1: staff send only their e-mail', async () => {
    const { visit, calls } = setUp({ account: sam });
    await visit(paths.settingsLucy);
    expect(calls().slice(0, 2)).toEqual([
      ['identify', sam.email, { email: sam.email }],
      ['setPersonProperties', { email: sam.email }],
    ]);
  });

  it('SPEC §5: a placeholder client id is refused, so the client stays anonymous', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { visit, calls } = setUp({ account: { ...ava, clientId: 'undefined' } });
    const view = await visit(paths.settingsLucy);
    expect(calls()).toEqual([
      ['capture', '$pageview', { $current_url: view.url, $pathname: view.pathname }, view.at],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('placeholder'));
    warn.mockRestore();
  });

  it('a signed-out visitor is anonymous, and a sign-out resets the identity so the next person starts afresh', async () => {
    const { visit, calls, signOut, signInAs } = setUp();
    signOut();
    await visit(paths.signIn);
    expect(calls().map(([call]) => call)).toEqual(['capture']);
    signInAs(ava, 'user-ava');
    await visit(paths.settingsLucy);
    signOut();
    await visit(paths.signIn);
    signInAs(sam, 'user-sam');
    await visit(paths.settingsIntegrations);
    expect(calls().map(([call, id]) => (call === 'identify' ? `identify ${id}` : call))).toEqual([
      'capture',
      'identify client-ava',
      'setPersonProperties',
      'capture',
      'reset',
      'capture',
      `identify ${sam.email}`,
      'capture',
    ]);
  });

  it('asks who is signed in once per user', async () => {
    const { visit, fetch } = setUp();
    await visit(paths.settingsLucy);
    await visit(paths.settingsBilling);
    await visit(paths.settingsIntegrations);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('SPEC §7: data-layer events carry the SHA-256 of the e-mail and the user id', async () => {
    const { visit, dataLayer, signOut } = setUp();
    const view = await visit(paths.settingsLucy);
    const who = { user_id: 'user-ava', hashed_email: sha256('ava@sunrise-cafe.com.au') };
    expect(dataLayer).toEqual([
      { event: 'user_identified', ...who },
      { event: 'page_view', page_path: view.pathname, page_location: view.url, ...who },
    ]);
    signOut();
    const signIn = await visit(paths.signIn);
    expect(dataLayer.at(-1)).toEqual({
      event: 'page_view',
      page_path: paths.signIn,
      page_location: signIn.url,
    });
  });

  it('SPEC §1: staff data-layer events carry the hashed e-mail only', async () => {
    const { visit, dataLayer } = setUp({ account: sam });
    await visit(paths.settingsLucy);
    expect(dataLayer.at(-1)).toMatchObject({ hashed_email: sha256(sam.email) });
    expect(dataLayer.at(-1)).not.toHaveProperty('user_id');
  });

  it('SPEC §3: each region has its own analytics project, chosen by the token, or the time zone when signed out', async () => {
    const environments = resolveEnvironments('app.qa.lucy-receptionist.com');
    const identity = environments[0]?.identity ?? '';
    const { visit, calls, signOut, tokens, createClient } = setUp({
      environments,
      timeZone: 'America/Toronto',
    });
    signOut();
    await visit(paths.signIn);
    expect(createClient).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'qa-us' }),
      true,
      expect.anything(),
    );
    tokens.current = {
      access_token: unsignedJwt({ iss: identity, region: 'au', org_id: 'org-1', sub: 'user-ava' }),
      refresh_token: 'r',
    };
    await visit(paths.settingsLucy);
    expect(createClient).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'qa-au' }),
      false,
      expect.anything(),
    );
    expect(calls('qa-us').map(([call]) => call)).toEqual(['capture', 'stopSessionRecording']);
    expect(calls('qa-au').map(([call]) => call)).toEqual(['identify', 'setPersonProperties', 'capture']);
  });

  it('SPEC §4 across regions: turning recording back on records only in the project in use; the one left gets the choice when back in use', async () => {
    const environments = resolveEnvironments('app.qa.lucy-receptionist.com');
    const identity = environments[0]?.identity ?? '';
    const { visit, calls, signOut, tokens, tracker } = setUp({ environments, timeZone: 'America/Toronto' });
    signOut();
    await visit(paths.signIn);
    tokens.current = {
      access_token: unsignedJwt({ iss: identity, region: 'au', org_id: 'org-1', sub: 'user-ava' }),
      refresh_token: 'r',
    };
    await visit(paths.settingsLucy);
    const before = { us: calls('qa-us').length, au: calls('qa-au').length };
    recordingOffThenAnalyticsOffThenBothOn(tracker);
    expect(calls('qa-us').slice(before.us)).toEqual([
      ['optOutOfRecording'],
      ['optOutOfRecording'],
      ['optOut'],
    ]);
    expect(calls('qa-au').slice(before.au)).toEqual(IN_USE_CLIENT_CALLS);
    // Signed out again: back in the US project, which takes the owner's current choice before its page view.
    signOut();
    await visit(paths.signIn);
    expect(calls('qa-au').at(-1)).toEqual(['stopSessionRecording']);
    expect(
      calls('qa-us')
        .slice(before.us + 3)
        .map(([call]) => call),
    ).toEqual(['optIn', 'optInToRecording', 'capture']);
  });

  it('SPEC §8: when the analytics service cannot start, page views still reach the data layer', async () => {
    const { visit, dataLayer, createClient } = setUp();
    createClient.mockReturnValue(undefined as unknown as AnalyticsClient);
    await visit(paths.settingsLucy);
    expect(dataLayer.at(-1)).toMatchObject({ event: 'page_view', page_path: paths.settingsLucy });
  });
});
