import type { Tokens } from '../../../bridge/types.ts';
import type { LucyConfig } from '../schemas/builder.ts';
import type { Subscription } from '../schemas/gateway.ts';
import type { TokenStore } from '../tokenStore.ts';

/**
 * Stand-ins for the api's collaborators, shared by the unit tests and the Pact consumer tests. Not part of
 * the app bundle: nothing outside tests imports this folder.
 */

function base64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims: the client only decodes access tokens, it never verifies them. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.`;
}

/** The platform token store, in memory. */
export function memoryTokenStore(initial: Tokens | null = null): TokenStore & { current: Tokens | null } {
  const store = {
    current: initial,
    async get() {
      return store.current;
    },
    async set(tokens: Tokens) {
      store.current = tokens;
    },
    async clear() {
      store.current = null;
    },
  };
  return store;
}

/** Session-end handlers that record what the app was told to do. */
export function recordingSessionEnd() {
  const record = { warnings: [] as string[], navigations: [] as string[] };
  return {
    ...record,
    warn: (message: string) => record.warnings.push(message),
    navigate: (path: string) => record.navigations.push(path),
  };
}

/**
 * A lock shared by several api instances in one test, standing in for the Web Lock the windows of one origin
 * share: each run starts once the one before it has settled.
 */
export function sharedLock(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** A gateway subscription (SPEC §3) for tests: a live monthly Professional plan, changed by `overrides`. */
export function gatewaySubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub',
    status: 'active',
    productTier: 'professional',
    type: 'paid',
    tag: 'lucy',
    billingPeriod: 'monthly',
    subscriptionCreatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A Lucy config as the builder API keeps it (Harbour Plumbing's), changed by `overrides`. */
export function sampleLucyConfig(overrides: (config: LucyConfig) => void = () => {}): LucyConfig {
  const config: LucyConfig = {
    version: 1,
    assistant: {
      assistantType: 'receptionist',
      businessName: 'Harbour Plumbing',
      greeting: '',
      voice: 'lucy',
    },
    skills: {
      sendBookingLink: { enabled: true, url: 'https://harbourplumbing.example/book' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: true, url: 'harbourplumbing.example' },
      sendEmailAddress: { enabled: false, emailAddress: '' },
      faq: {
        enabled: true,
        questions: [{ question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' }],
      },
      takeAMessage: { enabled: true },
      transfer: { enabled: false, destinations: [] },
    },
    messageTaking: {
      messageTakingType: 'basic',
      customMessageTaking: ['', '', ''],
      customTrigger: '',
      webhookUrl: '',
    },
    languages: ['en-AU'],
  };
  overrides(config);
  return config;
}
