import { SessionReplayExtensions } from 'posthog-js/dist/extension-bundles.js';
import posthog, { type PostHog, type PostHogConfig } from 'posthog-js/dist/module.slim.js';
import type { EnvironmentConfig } from '../domain/environment/types.ts';
import { analyticsClientSettings } from './clientSettings.ts';
import type { AnalyticsConsent } from './consent.ts';

/** What the tracker asks of the product-analytics service. */
export interface AnalyticsClient {
  capture(event: string, properties: Record<string, string>, at: Date): void;
  identify(distinctId: string, properties: Record<string, string>): void;
  setPersonProperties(properties: Record<string, string>): void;
  isIdentified(): boolean;
  reset(): void;
  /** A sign-in carries on in another region's project: this one's recorder stops (what it recorded still goes). */
  stopSessionRecording(): void;
  /**
   * SPEC §4: recording opted out (it stops, and nothing it recorded leaves the device afterwards, but for a request
   * that had already failed, which posthog-js may retry) or back in.
   */
  optOutOfRecording(): void;
  optInToRecording(): void;
  /**
   * SPEC §4: capturing opted out or back in. Nothing captured waits to be sent (request_batching is off), so
   * nothing leaves afterwards; only a request that had already failed may still be retried by posthog-js.
   */
  optOut(): void;
  optIn(): void;
}

/** Whether the owner has turned recording off; read by the client's `before_send`. */
interface RecordingChoice {
  optedOut: boolean;
}

function adapt(instance: PostHog, recording: RecordingChoice): AnalyticsClient {
  return {
    capture: (event, properties, at) => void instance.capture(event, properties, { timestamp: at }),
    identify: (distinctId, properties) => instance.identify(distinctId, properties),
    setPersonProperties: (properties) => instance.setPersonProperties(properties),
    // posthog-js keeps whether the stored person was identified; a session that ended elsewhere leaves it so.
    isIdentified: () => instance._isIdentified(),
    reset: () => instance.reset(),
    stopSessionRecording: () => instance.stopSessionRecording(),
    optOutOfRecording: () => {
      // Set first: stopping makes the recorder hand over what it holds, now or once its compression ends.
      recording.optedOut = true;
      instance.stopSessionRecording();
    },
    optInToRecording: () => {
      recording.optedOut = false;
      instance.startSessionRecording();
    },
    optOut: () => instance.opt_out_capturing(),
    // Only when opted out: posthog-js sends an `$opt_in` event each time it is told.
    optIn: () => {
      if (instance.has_opted_out_capturing()) instance.opt_in_capturing();
    },
  };
}

/**
 * posthog-js for one environment's analytics project (SPEC §3 `analytics`), with session recording (the slim
 * build plus the replay extension: the rest of posthog-js is not used and not downloaded). The first environment
 * uses the default instance, another one a named instance. Undefined when initialisation fails: SPEC §8 wants
 * that only logged.
 */
export function createPosthogClient(
  environment: EnvironmentConfig,
  first: boolean,
  consent: AnalyticsConsent,
): AnalyticsClient | undefined {
  try {
    const settings = analyticsClientSettings(environment);
    const recording: RecordingChoice = { optedOut: !consent.recording };
    const config: Partial<PostHogConfig> = {
      ...settings,
      // SPEC §4: a visitor who turned recording off is never recorded, from the first moment.
      disable_session_recording: !consent.recording,
      // the rule on SPEC §4's opt-out (nothing leaves after the owner says no): when recording is stopped, posthog's recorder hands what it still holds (up to a few
      // seconds of the page, recorded before the owner said no) to capture as a `$snapshot` event, to be sent
      // after the owner said no. It is dropped here; every event still leaves scrubbed (settings.before_send).
      before_send: [
        (event) => (recording.optedOut && event?.event === '$snapshot' ? null : event),
        ...[settings.before_send ?? []].flat(),
      ],
      __extensionClasses: { sessionRecording: SessionReplayExtensions.sessionRecording },
    };
    const client = adapt(
      first
        ? posthog.init(environment.analytics.apiKey, config)
        : posthog.init(environment.analytics.apiKey, config, environment.name),
      recording,
    );
    // The owner's choice is the app's to keep (consent.ts). posthog-js also stores an opt-out on the device; made
    // on an earlier visit, before the owner said yes again while no client existed to be told, it would silence
    // this client for good.
    if (consent.analytics) client.optIn();
    return client;
  } catch (error) {
    console.error(`Analytics could not start for ${environment.name}; the app carries on without it.`, error);
    return undefined;
  }
}
