import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/index.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import { identifiesToSessionRecorder } from '../domain/access/paths.ts';
import { analyticsIdentity, sessionRecordingProperties } from '../domain/analytics/identity.ts';
import {
  defaultCountryForTimeZone,
  environmentForCountry,
  environmentForToken,
} from '../domain/environment/resolve.ts';
import { deviceTimeZone } from '../domain/environment/timeZone.ts';
import type { EnvironmentConfig } from '../domain/environment/types.ts';
import { isStaffEmail } from '../domain/token.ts';
import type { AnalyticsConsent } from './consent.ts';
import { type DataLayerEvent, hashEmail, pageDataLayer } from './dataLayer.ts';
import type { PageView } from './pageViews.ts';
import { firstNameOf, type SignedInPerson, signedInPerson } from './person.ts';
import type { AnalyticsClient } from './posthogClient.ts';
import { deviceRecorderMemory, type RecorderMemory } from './recorderMemory.ts';

export interface TrackerDependencies {
  environments: readonly EnvironmentConfig[];
  tokens: TokenStore;
  api: () => Promise<Api>;
  queryClient: QueryClient;
  /** The analytics service for an environment (posthog-js; tests pass a recorder). Undefined if it failed. */
  createClient: (
    environment: EnvironmentConfig,
    first: boolean,
    consent: AnalyticsConsent,
  ) => AnalyticsClient | undefined;
  /** SPEC §4: whether capturing and recording are opted in (both, unless the visitor said otherwise). */
  consent?: () => AnalyticsConsent;
  dataLayer?: () => unknown[];
  timeZone?: () => string | undefined;
  /** Who each project's recorder was told about on this device; the device's storage by default. */
  recorderMemory?: RecorderMemory;
}

export interface Tracker {
  pageView(view: PageView): void;
  /** The visitor opted in or out (SPEC §4): the clients stop or resume capturing and recording. */
  consentChanged(consent: AnalyticsConsent): void;
}

/**
 * The analytics of SPEC §1, §2, §5 and §7 behind one call per page view, in the order they happened: who is
 * signed in (identified, or reset to anonymous after a sign-out), the page view, the session-recording
 * identification on the paths that want it, and the data-layer events with the hashed e-mail and user id.
 */
export function createTracker(dependencies: TrackerDependencies): Tracker {
  const { environments, tokens, api, queryClient, createClient } = dependencies;
  const dataLayer = dependencies.dataLayer ?? pageDataLayer;
  const timeZone = dependencies.timeZone ?? deviceTimeZone;
  const consent = dependencies.consent ?? (() => ({ analytics: true, recording: true }));
  const recorderMemory = dependencies.recorderMemory ?? deviceRecorderMemory();

  const clients = new Map<string, AnalyticsClient | undefined>();
  let active: AnalyticsClient | undefined;
  /** Who the active client was told about on this page: their distinct id, and whether the recorder knows them. */
  let identified: { distinctId: string; recorder: boolean } | undefined;
  let dataLayerPerson: string | undefined;
  let queue = Promise.resolve();

  /** SPEC §3: each region's environment has its own analytics project; a visitor's region is guessed. */
  function environmentFor(person: SignedInPerson | undefined): EnvironmentConfig | undefined {
    const found = person
      ? environmentForToken(environments, { iss: person.issuer, region: person.region })
      : environmentForCountry(environments, defaultCountryForTimeZone(timeZone()));
    return found ?? environments[0];
  }

  /** SPEC §4: the owner's choice, applied to one project's client. */
  function applyConsent(client: AnalyticsClient, choice: AnalyticsConsent) {
    if (!choice.analytics) {
      client.optOutOfRecording();
      client.optOut();
      return;
    }
    client.optIn();
    if (choice.recording) client.optInToRecording();
    else client.optOutOfRecording();
  }

  function clientFor(environment: EnvironmentConfig): AnalyticsClient | undefined {
    const made = clients.has(environment.name);
    if (!made) clients.set(environment.name, createClient(environment, clients.size === 0, consent()));
    const client = clients.get(environment.name);
    if (client !== active) {
      // A sign-in to another region's account carries on in that region's project; the old one stops recording.
      active?.stopSessionRecording();
      active = client;
      identified = undefined;
      // Back in a project used earlier in this visit: its recorder stopped when it was left, and the owner's
      // choice may have changed since (a new client starts with the current choice).
      if (made && client) applyConsent(client, consent());
    }
    return client;
  }

  /**
   * SPEC §2: on a session-recording path the recorder gets the e-mail and first name, once per person: told
   * on an earlier visit of this device, it is not told again, and the first name is read only when it is sent.
   */
  async function tellRecorder(
    client: AnalyticsClient,
    project: string,
    person: SignedInPerson,
    distinctId: string,
    view: PageView,
  ) {
    if (!identifiesToSessionRecorder(view.pathname)) return false;
    if (recorderMemory.knows(project, distinctId)) return true;
    const firstName = isStaffEmail(person.email) ? '' : await firstNameOf(api, person, queryClient);
    const properties = sessionRecordingProperties({ email: person.email, firstName }, view.pathname);
    if (!properties) return false;
    client.setPersonProperties(properties);
    recorderMemory.remember(project, distinctId);
    return true;
  }

  async function identify(
    client: AnalyticsClient,
    project: string,
    person: SignedInPerson | undefined,
    view: PageView,
  ) {
    const identity = person && analyticsIdentity(person);
    if (!person || !identity) {
      if (person) console.warn('Analytics left the signed-in client anonymous: their id is a placeholder.');
      // Nobody else's identity carries over to this visitor (a sign-out, or a session that ended elsewhere).
      if (identified || client.isIdentified()) client.reset();
      identified = undefined;
      return;
    }
    if (identified?.distinctId !== identity.distinctId) {
      if (identified) client.reset();
      client.identify(identity.distinctId, identity.properties);
      identified = { distinctId: identity.distinctId, recorder: false };
    }
    if (!identified.recorder) {
      identified.recorder = await tellRecorder(client, project, person, identity.distinctId, view);
    }
  }

  /** SPEC §7: the data layer gets the user id and the hashed e-mail (staff, SPEC §1: the e-mail only). */
  async function pushToDataLayer(person: SignedInPerson | undefined, view: PageView) {
    const who: Pick<DataLayerEvent, 'user_id' | 'hashed_email'> = {};
    if (person) {
      who.hashed_email = await hashEmail(person.email);
      if (!isStaffEmail(person.email)) who.user_id = person.userId;
    }
    if (person && dataLayerPerson !== person.userId) {
      dataLayer().push({ event: 'user_identified', ...who } satisfies DataLayerEvent);
    }
    dataLayerPerson = person?.userId;
    dataLayer().push({
      event: 'page_view',
      page_path: view.pathname,
      page_location: view.url,
      ...who,
    } satisfies DataLayerEvent);
  }

  async function track(view: PageView) {
    if (!consent().analytics) return;
    let person: SignedInPerson | undefined;
    try {
      person = await signedInPerson(tokens, api, queryClient);
    } catch (error) {
      console.warn('Analytics could not tell who is signed in; this page view counts as anonymous.', error);
    }
    const environment = environmentFor(person);
    const client = environment ? clientFor(environment) : undefined;
    if (client && environment) {
      await identify(client, environment.name, person, view);
      client.capture('$pageview', { $current_url: view.url, $pathname: view.pathname }, new Date(view.at));
    }
    await pushToDataLayer(person, view);
  }

  return {
    pageView(view) {
      queue = queue
        .then(() => track(view))
        .catch((error: unknown) => console.error('Analytics could not record a page view.', error));
    },
    consentChanged(choice) {
      for (const client of clients.values()) {
        if (!client) continue;
        if (client === active) applyConsent(client, choice);
        // A project left for another region's stays stopped: a "no" reaches it at once, a "yes" when it is
        // back in use (clientFor), so turning recording on again never records this page in two projects.
        else if (!choice.analytics) applyConsent(client, choice);
        else if (!choice.recording) client.optOutOfRecording();
      }
    },
  };
}
