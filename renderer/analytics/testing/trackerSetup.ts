import { createHash } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import type { Tokens } from '../../../bridge/types.ts';
import type { FetchFunction } from '../../api/http.ts';
import { createApi } from '../../api/index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from '../../api/testing/fakes.ts';
import { type EnvironmentConfig, resolveEnvironments } from '../../domain/environment/index.ts';
import { memoryStorage } from '../../session/testing/memoryStorage.ts';
import type { AnalyticsConsent } from '../consent.ts';
import type { PageView } from '../pageViews.ts';
import type { AnalyticsClient } from '../posthogClient.ts';
import { createRecorderMemory } from '../recorderMemory.ts';
import { createTracker } from '../tracker.ts';

/** A tracker with recording stand-ins for the analytics service and the data layer, as the tracker tests use it. Tests only. */

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

export const ava: Account = { clientId: 'client-ava', email: 'Ava@Sunrise-Cafe.com.au', firstName: 'Ava' };
export const sam: Account = { clientId: 'client-sam', email: 'sam@lucy-receptionist.com', firstName: 'Sam' };

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

export function setUp(
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

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The owner unticks recording, then analytics, then ticks both again. */
export function recordingOffThenAnalyticsOffThenBothOn(tracker: {
  consentChanged(choice: AnalyticsConsent): void;
}) {
  tracker.consentChanged({ analytics: true, recording: false });
  tracker.consentChanged({ analytics: false, recording: false });
  tracker.consentChanged({ analytics: true, recording: true });
}

/** What the client in use is told for those three choices, one call each way. */
export const IN_USE_CLIENT_CALLS = [
  ['optIn'],
  ['optOutOfRecording'],
  ['optOutOfRecording'],
  ['optOut'],
  ['optIn'],
  ['optInToRecording'],
];
