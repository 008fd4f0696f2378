/**
 * SPEC §4 "Capturing can be opted in or out": the owner's or visitor's choice about product analytics
 * and session recording, kept on this device (local storage) and read before the analytics library loads.
 * Both are on until someone turns them off; recording needs analytics.
 */
export interface AnalyticsConsent {
  analytics: boolean;
  recording: boolean;
}

export interface ConsentStore {
  get(): AnalyticsConsent;
  set(consent: AnalyticsConsent): void;
  subscribe(listener: () => void): () => void;
}

export const CONSENT_STORAGE_KEY = 'lucy_analytics_consent';
const DEFAULT: AnalyticsConsent = { analytics: true, recording: true };

/** What a page pre-rendered at build time shows before the device's choice is read (both on, as the default). */
export const CONSENT_BEFORE_READING: AnalyticsConsent = DEFAULT;

function read(storage: Storage | undefined): AnalyticsConsent {
  try {
    const stored = JSON.parse(
      storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null',
    ) as Partial<AnalyticsConsent> | null;
    if (!stored || typeof stored !== 'object') return DEFAULT;
    const analytics = stored.analytics !== false;
    return { analytics, recording: analytics && stored.recording !== false };
  } catch {
    return DEFAULT;
  }
}

export function createConsentStore(storage: Storage | undefined): ConsentStore {
  let current = read(storage);
  const listeners = new Set<() => void>();
  function update(next: AnalyticsConsent) {
    if (next.analytics === current.analytics && next.recording === current.recording) return;
    current = next;
    for (const listener of listeners) listener();
  }
  // Another tab's choice applies here too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_STORAGE_KEY) update(read(storage));
    });
  }
  return {
    get: () => current,
    set(consent) {
      const next = { analytics: consent.analytics, recording: consent.analytics && consent.recording };
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
      } catch (error) {
        console.warn(
          'The privacy choice could not be kept on this device; it applies until the page closes.',
          error,
        );
      }
      update(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The choice on this device, for the whole app: the settings, the public pages' control and analytics. */
export const analyticsConsent: ConsentStore = createConsentStore(
  typeof window === 'undefined' ? undefined : deviceStorage(),
);
