// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api/index.ts';
import { memoryTokenStore, unsignedJwt } from '../api/testing/fakes.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { memoryStorage } from '../session/testing/memoryStorage.ts';
import { CONSENT_STORAGE_KEY, createConsentStore } from './consent.ts';
import type { PageView } from './pageViews.ts';
import { type AnalyticsCode, SIGNED_IN_LOAD_DELAY_MS, startAnalytics } from './start.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const signedIn = () =>
  memoryTokenStore({
    access_token: unsignedJwt({ iss: environments[0]?.identity, org_id: 'o', region: 'au', sub: 'u' }),
    refresh_token: 'r',
  });

function setUp(tokens = memoryTokenStore(), consent = createConsentStore(memoryStorage()), at = '/signin') {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/signin', element: null },
      { path: '/settings/lucy', element: null },
    ],
    { initialEntries: [at] },
  );
  const seen: PageView[] = [];
  const load = vi.fn(
    async (): Promise<AnalyticsCode> => ({
      createTracker: () => ({ pageView: (view) => seen.push(view), consentChanged: () => {} }),
      createClient: () => undefined,
    }),
  );
  let idle: () => void = () => {};
  const stop = startAnalytics(
    {
      router,
      session: { environments, tokens, api: () => Promise.reject(new Error('no api')) as Promise<Api> },
      queryClient: new QueryClient(),
    },
    { load, whenIdle: (task) => (idle = task), consent },
  );
  stops.push(stop);
  return { router, seen, load, tokens, consent, becomeIdle: () => idle() };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('SPEC §4 consent: honoured before the analytics library loads', () => {
  it('with analytics turned off on this device, nothing loads or is kept, whatever the visitor does', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, recording: false }));
    const { load, seen, becomeIdle, router } = setUp(signedIn(), createConsentStore(storage));
    becomeIdle();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await router.navigate('/settings/lucy');
    // Past the moment a signed-in visit would load it by itself.
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS);
    // Whatever the page view and the keydown could have started (the analytics code is a dynamic import) has run.
    await vi.dynamicImportSettled();
    expect(load).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('turned on again, it loads and counts the pages from then on only', async () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, recording: true }));
    const { load, seen, becomeIdle, router, consent } = setUp(signedIn(), createConsentStore(storage));
    becomeIdle();
    await router.navigate('/settings/lucy');
    consent.set({ analytics: true, recording: true });
    await router.navigate('/');
    await expect.poll(() => seen.map((view) => view.pathname)).toEqual(['/']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('another choice (recording off) in the first seconds of a signed-in visit does not load it sooner', async () => {
    vi.useFakeTimers();
    const { load, becomeIdle, consent } = setUp(signedIn());
    becomeIdle();
    consent.set({ analytics: true, recording: false });
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the choice is kept on the device: a new store reads it back', () => {
    const storage = memoryStorage();
    createConsentStore(storage).set({ analytics: true, recording: false });
    expect(createConsentStore(storage).get()).toEqual({ analytics: true, recording: false });
    createConsentStore(storage).set({ analytics: false, recording: true });
    // Recording needs analytics.
    expect(createConsentStore(storage).get()).toEqual({ analytics: false, recording: false });
  });
});

describe('starting analytics', () => {
  it('loads nothing of analytics before the first paint and idle time', async () => {
    const { load } = setUp(signedIn());
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('when someone is signed in, loads 5 s into the visit, not while the page loads, and sends the page views seen so far with their times', async () => {
    vi.useFakeTimers();
    const { load, seen, becomeIdle, router } = setUp(signedIn(), undefined, '/settings/lucy');
    const opened = Date.now();
    await vi.advanceTimersByTimeAsync(10);
    becomeIdle();
    await router.navigate('/settings/lucy#greeting');
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expect.poll(() => seen.map((view) => view.pathname)).toEqual(['/settings/lucy']);
    expect(seen[0]?.url).toBe('http://localhost:3000/settings/lucy');
    // Its own time, not the time it was sent.
    expect(seen[0]?.at).toBeLessThan(opened + SIGNED_IN_LOAD_DELAY_MS);
  });

  it('when someone is signed in, a tap before then loads it at once', async () => {
    vi.useFakeTimers();
    const { load, becomeIdle } = setUp(signedIn());
    becomeIdle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stopped before the browser was idle, loads nothing', async () => {
    vi.useFakeTimers();
    const { load, becomeIdle } = setUp(signedIn());
    for (const stop of stops.splice(0)) stop();
    becomeIdle();
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });

  it('stopped before the delay is up, loads nothing', async () => {
    vi.useFakeTimers();
    const { load, becomeIdle } = setUp(signedIn());
    becomeIdle();
    for (const stop of stops.splice(0)) stop();
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS);
    expect(load).not.toHaveBeenCalled();
  });

  it('for a visitor who is not signed in, waits for their first tap or key press (the sign-in page stays light)', async () => {
    const { load, seen, becomeIdle } = setUp();
    becomeIdle();
    // Whatever the page view and the keydown could have started (the analytics code is a dynamic import) has run.
    await vi.dynamicImportSettled();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await expect.poll(() => seen.map((view) => view.pathname)).toEqual(['/signin']);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on the first page view after a sign-in', async () => {
    const { load, seen, becomeIdle, router, tokens } = setUp();
    becomeIdle();
    tokens.current = signedIn().current;
    await router.navigate('/settings/lucy');
    await expect.poll(() => seen.map((view) => view.pathname)).toEqual(['/signin', '/settings/lucy']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts a page once: a query change is a new page view, a hash change is not', async () => {
    const { seen, becomeIdle, router } = setUp(signedIn());
    becomeIdle();
    await router.navigate('/settings/lucy');
    await router.navigate('/settings/lucy#greeting');
    await router.navigate('/settings/lucy?upgrade=success');
    await expect
      .poll(() => seen.map((view) => `${view.pathname}${new URL(view.url).search}`))
      .toEqual(['/signin', '/settings/lucy', '/settings/lucy?upgrade=success']);
  });

  it('SPEC §8, §9: a failed load is tried again after 1 s and 2 s, then only logged', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, becomeIdle } = setUp(signedIn());
    load.mockRejectedValue(new Error('chunk failed'));
    becomeIdle();
    await vi.advanceTimersByTimeAsync(SIGNED_IN_LOAD_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Analytics could not be loaded'),
      expect.any(Error),
    );
    error.mockRestore();
  });
});
