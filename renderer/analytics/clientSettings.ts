import type { PostHogConfig } from 'posthog-js/dist/module.slim.js';
import { scrubUrl, scrubUrlsIn } from '../domain/analytics/scrub.ts';
import {
  ANALYTICS_EVENTS_BURST,
  ANALYTICS_EVENTS_PER_SECOND,
  ANALYTICS_FLAG_TIMEOUT_MS,
  ANALYTICS_SESSION_IDLE_MS,
  ANALYTICS_STRING_MAX_LENGTH,
  ANALYTICS_SURVEY_REQUEST_TIMEOUT_MS,
  SESSION_SAMPLE_RATE,
} from '../domain/constants.ts';
import type { EnvironmentConfig } from '../domain/environment/types.ts';

/**
 * SPEC §9 "Analytics client" as posthog-js options, for the environment's analytics project (SPEC §3).
 *
 * Each SPEC figure and the posthog-js option it maps to:
 * - flush interval 3 s (250 ms to 5 s): a deliberate deviation, no event waits for a flush (request_batching off),
 *   each one leaves as it is captured. the rule on SPEC §4's opt-out (nothing leaves after the owner says
 *   no) comes first: posthog-js sends a batch it holds whatever the visitor chose since, even at the page's unload
 *   after an opt-out, and has no public way to drop it;
 * - session idle 30 min (60 s to 10 h): session_idle_timeout_seconds (posthog-js clamps it to that range);
 * - survey request timeout 10 s: surveys_request_timeout_ms; flag timeout 3 s: feature_flag_request_timeout_ms;
 * - client limit 10 events per second, burst 100: rate_limiting.events_per_second / events_burst_limit;
 * - string max length 65535: properties_string_max_length;
 * - session sampling 100%: session_recording.sampleRate.
 *
 * posthog-js has no option for the rest; its built-in behaviour is what SPEC §9 describes, so they are not set, and
 * package.json pins the exact posthog-js version whose behaviour this is (1.449.2; clientSettings.test.ts fails
 * when another is installed: read its code for these figures before moving the pin):
 * - max session 24 h (a fixed session length limit in its session id manager);
 * - retry back-off from 3 s doubling to 30 min, up to 10 retries (its retry queue);
 * - request timeout 60 s (its default for every request);
 * - server quota pause 60 s (its rate limiter pauses a quota-limited batch for one minute);
 * - analytics sampling 100%: posthog-js samples no events unless told to, so every event is sent.
 */
export function analyticsClientSettings(environment: EnvironmentConfig): Partial<PostHogConfig> {
  return {
    api_host: environment.analytics.host,
    // SPEC §4: a person is identified or anonymous; anonymous visitors get no person profile.
    person_profiles: 'identified_only',
    // The router reports each page view once its navigation (with any redirect of the guards) has settled.
    capture_pageview: false,
    capture_pageleave: true,
    autocapture: false,
    request_batching: false,
    session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_MS / 1000,
    surveys_request_timeout_ms: ANALYTICS_SURVEY_REQUEST_TIMEOUT_MS,
    feature_flag_request_timeout_ms: ANALYTICS_FLAG_TIMEOUT_MS,
    rate_limiting: {
      events_per_second: ANALYTICS_EVENTS_PER_SECOND,
      events_burst_limit: ANALYTICS_EVENTS_BURST,
    },
    properties_string_max_length: ANALYTICS_STRING_MAX_LENGTH,
    // Recordings never show what the owner types (passwords, card details, their callers' numbers), and the
    // addresses of the requests they record lose their secrets.
    session_recording: {
      sampleRate: SESSION_SAMPLE_RATE,
      maskAllInputs: true,
      maskCapturedNetworkRequestFn: (request) => ({ ...request, name: scrubUrl(request.name) }),
    },
    // Every event leaves with its addresses scrubbed (current URL, referrer, the recorder's pages).
    before_send: (event) => (event ? scrubUrlsIn(event) : event),
  };
}
