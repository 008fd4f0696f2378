import { SessionReplayExtensions } from 'posthog-js/dist/extension-bundles.js';
import posthog, { type PostHog } from 'posthog-js/dist/module.slim.js';
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
  stopSessionRecording(): void;
  startSessionRecording(): void;
  /** SPEC §4: capturing opted out (nothing is sent) or back in. */
  optOut(): void;
  optIn(): void;
}

function adapt(instance: PostHog): AnalyticsClient {
  return {
    capture: (event, properties, at) => void instance.capture(event, properties, { timestamp: at }),
    identify: (distinctId, properties) => instance.identify(distinctId, properties),
    setPersonProperties: (properties) => instance.setPersonProperties(properties),
    // posthog-js keeps whether the stored person was identified; a session that ended elsewhere leaves it so.
    isIdentified: () => instance._isIdentified(),
    reset: () => instance.reset(),
    stopSessionRecording: () => instance.stopSessionRecording(),
    startSessionRecording: () => instance.startSessionRecording(),
    optOut: () => instance.opt_out_capturing(),
    optIn: () => instance.opt_in_capturing(),
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
    const config = {
      ...analyticsClientSettings(environment),
      // SPEC §4: a visitor who turned recording off is never recorded, from the first moment.
      disable_session_recording: !consent.recording,
      __extensionClasses: { sessionRecording: SessionReplayExtensions.sessionRecording },
    };
    return adapt(
      first
        ? posthog.init(environment.analytics.apiKey, config)
        : posthog.init(environment.analytics.apiKey, config, environment.name),
    );
  } catch (error) {
    console.error(`Analytics could not start for ${environment.name}; the app carries on without it.`, error);
    return undefined;
  }
}
