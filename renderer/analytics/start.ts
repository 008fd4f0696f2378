import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { PRIVACY_CONTROL_ATTRIBUTE } from '../domain/analytics/privacyControl.ts';
import { backOffDelay } from '../domain/backOff.ts';
import { ANALYTICS_RETRY_BASE_DELAY_MS } from '../domain/constants.ts';
import type { Session } from '../session/createSession.ts';
import { afterFirstPaintWhenIdle } from '../ui/whenIdle.ts';
import { analyticsConsent, type ConsentStore } from './consent.ts';
import { type PageView, watchPageViews } from './pageViews.ts';
import type { Tracker, TrackerDependencies } from './tracker.ts';

/** How often loading the analytics code is tried before giving up (SPEC §9: back-off from 1 s, doubling). */
const LOAD_ATTEMPTS = 3;
/** Page views kept while the analytics code is not loaded; older ones give way. */
const MAX_WAITING = 50;
/**
 * A signed-in visit loads analytics at its first tap or key press, or this long after the page first showed and the
 * browser was idle: not while the page is still loading and the owner waits for it (posthog's start and
 * the recorder's first snapshot were most of /settings/lucy's blocking time on a phone). A visit that ends sooner
 * with no tap, key press or second page sends no page view and no recording (README, "Where the client departs
 * from the SPEC").
 */
export const SIGNED_IN_LOAD_DELAY_MS = 5000;

export interface AnalyticsRuntime {
  router: Pick<DataRouter, 'state' | 'subscribe' | 'createHref'>;
  session: Pick<Session, 'environments' | 'tokens' | 'api'>;
  queryClient: QueryClient;
}

/** The analytics code, loaded on demand. */
export interface AnalyticsCode {
  createTracker(dependencies: TrackerDependencies): Tracker;
  createClient: TrackerDependencies['createClient'];
}

async function loadAnalyticsCode(): Promise<AnalyticsCode> {
  const [{ createTracker }, { createPosthogClient }] = await Promise.all([
    import('./tracker.ts'),
    import('./posthogClient.ts'),
  ]);
  return { createTracker, createClient: createPosthogClient };
}

export interface StartOptions {
  /** Tests pass a stand-in for the analytics code. */
  load?: () => Promise<AnalyticsCode>;
  /** Runs a task once the first paint is done and the browser is idle. */
  whenIdle?: (task: () => void) => void;
  /** The visitor's choice (SPEC §4 opt in or out); the device's by default. */
  consent?: ConsentStore;
}

async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
      const delay = backOffDelay(attempt - 1, {
        base: ANALYTICS_RETRY_BASE_DELAY_MS,
        max: Number.POSITIVE_INFINITY,
      });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * SPEC §1, §7 "Analytics": page views and the signed-in client's identity go to the product-analytics service,
 * and analytics events to the data layer. Page views are watched from the start, but the analytics code (posthog)
 * loads only after the first paint: at the visitor's first tap or key press (not on the privacy choices), or, when
 * someone is signed in, at their second page view (a sign-in, a link, a screen moving on by itself), when they
 * turn analytics back on, or `SIGNED_IN_LOAD_DELAY_MS` after the page first showed. The sign-in page's first visit
 * downloads none of it, and no page's load waits on it. With analytics turned off (SPEC §4, the device's choice)
 * it never loads and no page view is kept; turned off later, the loaded client stops capturing and recording.
 * Page views seen before it loads are sent then, with their own times. Any failure is only logged (SPEC §8).
 */
export function startAnalytics(runtime: AnalyticsRuntime, options: StartOptions = {}): () => void {
  const load = options.load ?? loadAnalyticsCode;
  const whenIdle = options.whenIdle ?? afterFirstPaintWhenIdle;
  const consent = options.consent ?? analyticsConsent;
  const allowed = () => consent.get().analytics;
  const waiting: PageView[] = [];
  let tracker: Tracker | undefined;
  let loading = false;

  function loadTracker() {
    // Without consent nothing of analytics is downloaded, let alone sent.
    if (loading || !allowed()) return;
    loading = true;
    removeEventListener('pointerdown', onFirstAction, true);
    removeEventListener('keydown', onFirstAction, true);
    loadWithRetries(load).then(
      ({ createTracker, createClient }) => {
        tracker = createTracker({
          environments: runtime.session.environments,
          tokens: runtime.session.tokens,
          api: () => runtime.session.api(),
          queryClient: runtime.queryClient,
          createClient,
          consent: () => consent.get(),
        });
        for (const view of waiting.splice(0)) tracker.pageView(view);
      },
      (error: unknown) =>
        console.error('Analytics could not be loaded; the app carries on without it.', error),
    );
  }

  /** A visitor's first tap or key press, except on the privacy choices: opting out must not load analytics. */
  function onFirstAction(event: Event) {
    if (event.target instanceof Element && event.target.closest(`[${PRIVACY_CONTROL_ATTRIBUTE}]`)) return;
    loadTracker();
  }

  let stopped = false;
  async function loadWhenSignedIn() {
    if (!loading && allowed() && (await runtime.session.tokens.get()) && !stopped) loadTracker();
  }

  const stopWatching = watchPageViews(runtime.router, (view) => {
    // A page seen while analytics is off is not counted, not even later.
    if (!allowed()) return;
    if (tracker) tracker.pageView(view);
    else {
      waiting.push(view);
      if (waiting.length > MAX_WAITING) waiting.shift();
      // A later page view may follow a sign-in.
      if (waiting.length > 1) void loadWhenSignedIn();
    }
  });

  let delayed: ReturnType<typeof setTimeout> | undefined;
  whenIdle(() => {
    if (stopped) return;
    delayed = setTimeout(() => void loadWhenSignedIn(), SIGNED_IN_LOAD_DELAY_MS);
    addEventListener('pointerdown', onFirstAction, { capture: true, passive: true });
    addEventListener('keydown', onFirstAction, { capture: true, passive: true });
  });

  let wasAllowed = allowed();
  const stopListening = consent.subscribe(() => {
    tracker?.consentChanged(consent.get());
    // Turned back on, it loads; another choice (recording off, say) is no reason to load it sooner.
    if (allowed() && !wasAllowed) void loadWhenSignedIn();
    wasAllowed = allowed();
  });

  return () => {
    stopped = true;
    clearTimeout(delayed);
    stopListening();
    stopWatching();
    removeEventListener('pointerdown', onFirstAction, true);
    removeEventListener('keydown', onFirstAction, true);
  };
}
