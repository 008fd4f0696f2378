import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { ANALYTICS_RETRY_BASE_DELAY_MS } from '../domain/constants.ts';
import type { Session } from '../session/session.ts';
import { type PageView, watchPageViews } from './pageViews.ts';
import type { Tracker, TrackerDependencies } from './tracker.ts';

/** How often loading the analytics code is tried before giving up (SPEC §9: back-off from 1 s, doubling). */
const LOAD_ATTEMPTS = 3;
/** Page views kept while the analytics code is not loaded; older ones give way. */
const MAX_WAITING = 50;

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
}

function afterFirstPaintWhenIdle(task: () => void): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(task);
      else task();
    }),
  );
}

async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, ANALYTICS_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)));
    }
  }
}

/**
 * SPEC §1, §7 "Analytics": page views and the signed-in client's identity go to the product-analytics service,
 * and analytics events to the data layer. Page views are watched from the start, but the analytics code (posthog)
 * loads only after the first paint, when the browser is idle, and, for a visitor who is not signed in, not before
 * their first tap or key press: the sign-in page's first visit downloads none of it. Page views seen before it
 * loads are sent then, with their own times. Any failure is only logged (SPEC §8).
 */
export function startAnalytics(runtime: AnalyticsRuntime, options: StartOptions = {}): () => void {
  const load = options.load ?? loadAnalyticsCode;
  const whenIdle = options.whenIdle ?? afterFirstPaintWhenIdle;
  const waiting: PageView[] = [];
  let tracker: Tracker | undefined;
  let loading = false;

  function loadTracker() {
    if (loading) return;
    loading = true;
    removeEventListener('pointerdown', loadTracker, true);
    removeEventListener('keydown', loadTracker, true);
    loadWithRetries(load).then(
      ({ createTracker, createClient }) => {
        tracker = createTracker({
          environments: runtime.session.environments,
          tokens: runtime.session.tokens,
          api: () => runtime.session.api(),
          queryClient: runtime.queryClient,
          createClient,
        });
        for (const view of waiting.splice(0)) tracker.pageView(view);
      },
      (error: unknown) =>
        console.error('Analytics could not be loaded; the app carries on without it.', error),
    );
  }

  async function loadWhenSignedIn() {
    if (!loading && (await runtime.session.tokens.get())) loadTracker();
  }

  const stopWatching = watchPageViews(runtime.router, (view) => {
    if (tracker) tracker.pageView(view);
    else {
      waiting.push(view);
      if (waiting.length > MAX_WAITING) waiting.shift();
      // A later page view may follow a sign-in.
      if (waiting.length > 1) void loadWhenSignedIn();
    }
  });

  whenIdle(() => {
    void loadWhenSignedIn();
    addEventListener('pointerdown', loadTracker, { capture: true, passive: true });
    addEventListener('keydown', loadTracker, { capture: true, passive: true });
  });

  return () => {
    stopWatching();
    removeEventListener('pointerdown', loadTracker, true);
    removeEventListener('keydown', loadTracker, true);
  };
}
