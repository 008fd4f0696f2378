import type { Subscription } from '../subscription/types.ts';

/** SPEC §3, §4: the device carrier preference summary (derived in carriers/preferences.ts). */
export const DEVICE_CARRIER_PREFERENCES = ['unselected', 'supported', 'unsupported'] as const;
export type DeviceCarrierPreferences = (typeof DEVICE_CARRIER_PREFERENCES)[number];

/**
 * The carrier check: does the summary of the stored device preferences say `name`? Everything that decides
 * on the stored preferences (the index route, SPEC §2 rule 4) asks through it. SPEC §8: a preference name it
 * does not know is an error.
 */
export function isDeviceCarrierPreference(summary: DeviceCarrierPreferences, name: string): boolean {
  if (!(DEVICE_CARRIER_PREFERENCES as readonly string[]).includes(name)) {
    throw new Error(`Unknown preference name: ${name}`);
  }
  return summary === name;
}

/** SPEC §3 "Session info / user status summary": what every access decision reads. */
export interface SessionSummary {
  isLoggedIn: boolean;
  hasOrganisation: boolean;
  hasSubscription: boolean;
  hasLucyConfig: boolean;
  hasLucyCampaign: boolean;
  hasNonLucyCampaign: boolean;
  hasCampaign: boolean;
  latestSubscription: Subscription | null;
  deviceCarrierPreferences: DeviceCarrierPreferences;
}

/**
 * SPEC §2 index rule 2 sends to /settings an owner who "has a campaign and a config, or a config and a
 * subscription". /settings takes only an owner with a subscription and sends everyone else back to / (SPEC §2),
 * so the rule holds only with a subscription, and with one the campaign adds nothing: set up is a config and a
 * subscription. The one rule for "onboarding is over": the index and the setup screens' step indicator both
 * read it.
 */
export function isSetUp(session: SessionSummary): boolean {
  return session.hasLucyConfig && session.hasSubscription;
}

/** SPEC §4: a signed-out visitor is known only by isLoggedIn false. */
export const SIGNED_OUT_SESSION: SessionSummary = {
  isLoggedIn: false,
  hasOrganisation: false,
  hasSubscription: false,
  hasLucyConfig: false,
  hasLucyCampaign: false,
  hasNonLucyCampaign: false,
  hasCampaign: false,
  latestSubscription: null,
  deviceCarrierPreferences: 'unselected',
};

/** SPEC §4 "Access states", each limiting the reachable routes as in SPEC §2. */
export type AccessState =
  | 'signed-out'
  | 'no-organisation'
  | 'no-subscription'
  | 'canceled-subscription'
  | 'active-subscription';

export function accessState(session: SessionSummary): AccessState {
  if (!session.isLoggedIn) return 'signed-out';
  if (!session.hasOrganisation) return 'no-organisation';
  if (!session.hasSubscription) return 'no-subscription';
  if (session.latestSubscription?.status === 'canceled') return 'canceled-subscription';
  return 'active-subscription';
}

/** SPEC §2: a subscription that is not canceled (what /setup/guide needs). */
export function hasLiveAccess(session: SessionSummary): boolean {
  return accessState(session) === 'active-subscription';
}
