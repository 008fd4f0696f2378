import type { Subscription } from '../subscription/types.ts';
import { type SessionSummary, SIGNED_OUT_SESSION } from './accessState.ts';

/** Session summaries for the access tests, one per situation the spec names. */

const subscription = (status: Subscription['status']): Subscription => ({
  status,
  productTier: 'professional',
  subscriptionCreatedAt: '2025-01-01T00:00:00Z',
});

export const signedOut = SIGNED_OUT_SESSION;

/** SPEC §4: logged in only. */
export const noOrganisation: SessionSummary = { ...SIGNED_OUT_SESSION, isLoggedIn: true };

export const withOrganisation: SessionSummary = { ...noOrganisation, hasOrganisation: true };

export const carrierSupported: SessionSummary = {
  ...withOrganisation,
  deviceCarrierPreferences: 'supported',
};

export const configNoSubscription: SessionSummary = { ...carrierSupported, hasLucyConfig: true };

const onboarded: SessionSummary = {
  ...configNoSubscription,
  hasSubscription: true,
  hasCampaign: true,
  hasLucyCampaign: true,
};

/** An owner through onboarding whose latest subscription is `latestSubscription`. */
export function onboardedOwner(latestSubscription: SessionSummary['latestSubscription']): SessionSummary {
  return { ...onboarded, latestSubscription };
}

export const active: SessionSummary = { ...onboarded, latestSubscription: subscription('active') };
export const trialing: SessionSummary = { ...onboarded, latestSubscription: subscription('trialing') };
export const pastDue: SessionSummary = { ...onboarded, latestSubscription: subscription('past_due') };
export const canceled: SessionSummary = { ...onboarded, latestSubscription: subscription('canceled') };

/** A subscription without a Lucy config (e.g. paid, then the config was lost). */
export const subscriptionNoConfig: SessionSummary = {
  ...carrierSupported,
  hasSubscription: true,
  latestSubscription: subscription('active'),
};

/** A customer of the contact-automation application only. */
export const nonLucyCampaign: SessionSummary = {
  ...withOrganisation,
  hasCampaign: true,
  hasNonLucyCampaign: true,
};

export const context = {
  contactAutomationUiBaseUrl: 'https://app.lucy-receptionist.com/ca',
  contactAutomationUiHref: 'https://app.lucy-receptionist.com/ca/',
  flags: { integrationsPage: true },
};
