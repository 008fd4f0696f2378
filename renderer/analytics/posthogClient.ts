import { SessionReplayExtensions } from 'posthog-js/dist/extension-bundles.js';
import posthog, { type PostHog } from 'posthog-js/dist/module.slim.js';
import type { EnvironmentConfig } from '../domain/environment/types.ts';
import { analyticsClientSettings } from './clientSettings.ts';

/** What the tracker asks of the product-analytics service. */
export interface AnalyticsClient {
  capture(event: string, properties: Record<string, string>, at: Date): void;
  identify(distinctId: string, properties: Record<string, string>): void;
  setPersonProperties(properties: Record<string, string>): void;
  isIdentified(): boolean;
  reset(): void;
  stopSessionRecording(): void;
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
): AnalyticsClient | undefined {
  try {
    const config = {
      ...analyticsClientSettings(environment),
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
