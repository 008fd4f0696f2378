import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_IDLE_RANGE_MS } from '../domain/constants.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { analyticsClientSettings } from './clientSettings.ts';

describe('analytics client settings', () => {
  const [production] = resolveEnvironments('app.lucy-receptionist.com');
  if (!production) throw new Error('No production environment');
  const settings = analyticsClientSettings(production);

  it("SPEC §3: sends to the environment's analytics host", () => {
    expect(settings.api_host).toBe(production.analytics.host);
  });

  it('SPEC §4 before §9: no event waits for a flush (a held batch would leave after an opt-out)', () => {
    expect(settings.request_batching).toBe(false);
  });

  it('SPEC §9: a session ends after 30 idle minutes, within the 60 s to 10 h range', () => {
    const idleMs = (settings.session_idle_timeout_seconds ?? 0) * 1000;
    expect(idleMs).toBe(30 * 60 * 1000);
    expect(idleMs).toBeGreaterThanOrEqual(ANALYTICS_SESSION_IDLE_RANGE_MS.min);
    expect(idleMs).toBeLessThanOrEqual(ANALYTICS_SESSION_IDLE_RANGE_MS.max);
  });

  it('SPEC §9: survey 10 s and flag 3 s timeouts, 10 events a second with bursts of 100, strings up to 65535', () => {
    expect(settings.surveys_request_timeout_ms).toBe(10_000);
    expect(settings.feature_flag_request_timeout_ms).toBe(3000);
    expect(settings.rate_limiting).toEqual({ events_per_second: 10, events_burst_limit: 100 });
    expect(settings.properties_string_max_length).toBe(65_535);
  });

  it('SPEC §9: records every session (sampling 100%), never showing what is typed', () => {
    expect(settings.session_recording).toMatchObject({ sampleRate: 1, maskAllInputs: true });
  });

  it('events and recorded requests leave without the secrets of their addresses', () => {
    const beforeSend = settings.before_send as (event: unknown) => unknown;
    const event = {
      uuid: 'u',
      event: '$pageview',
      properties: { $current_url: 'http://localhost:5173/verify?verificationToken=SECRET' },
    };
    expect(beforeSend(event)).toEqual({
      uuid: 'u',
      event: '$pageview',
      properties: { $current_url: 'http://localhost:5173/verify' },
    });
    const mask = settings.session_recording?.maskCapturedNetworkRequestFn;
    const request = { name: 'http://id.test/verify?verificationToken=SECRET', isInitial: true };
    expect(mask?.(request as Parameters<NonNullable<typeof mask>>[0])).toMatchObject({
      name: 'http://id.test/verify',
    });
  });

  it('SPEC §4: identified or anonymous people; page views come from the router, not posthog', () => {
    expect(settings.person_profiles).toBe('identified_only');
    expect(settings.capture_pageview).toBe(false);
  });

  it('SPEC §9: the limits posthog-js has no option for are the built-in ones of the exact version pinned', () => {
    // Max session 24 h, retries from 3 s doubling to 30 min up to 10 times, request timeout 60 s, quota pause
    // 60 s: read in posthog-js 1.449.2's code (its session id manager, retry queue, request and rate limiter).
    // Another version may change them unseen, so neither a range in package.json nor another install passes.
    const read = (path: string) =>
      JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        version: string;
        devDependencies: Record<string, string>;
      };
    expect(read('../../package.json').devDependencies['posthog-js']).toBe('1.449.2');
    expect(read('../../node_modules/posthog-js/package.json').version).toBe('1.449.2');
  });
});
