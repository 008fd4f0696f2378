import { isLucyCampaign } from '../lucyCampaign.ts';
import { latestPaidSubscription, mapFreeSubscription } from '../subscription/mapping.ts';
import type { Subscription } from '../subscription/types.ts';
import type { DeviceCarrierPreferences, SessionSummary } from './accessState.ts';

/** What the session summary is assembled from: the token, the gateway and builder answers, the device. */
export interface SessionSources {
  hasOrganisation: boolean;
  campaigns: readonly { campaignType: string; subscription?: { status: string; type?: string } }[];
  /** GET /subscriptions; SPEC §7 treats a failed fetch as empty. */
  subscriptions: readonly Subscription[];
  hasLucyConfig: boolean;
  deviceCarrierPreferences: DeviceCarrierPreferences;
}

/**
 * SPEC §4 subscription mapping: the latest paid subscription by creation date; without one, the Lucy
 * campaign's free subscription, mapped to the active or canceled free tier.
 */
function latestSubscription(sources: SessionSources): Subscription | null {
  const paid = latestPaidSubscription(
    sources.subscriptions.filter((subscription) => subscription.type !== 'free'),
  );
  if (paid) return paid;
  const free = sources.campaigns.find(
    (campaign) => isLucyCampaign(campaign) && campaign.subscription?.type === 'free',
  )?.subscription;
  return free ? mapFreeSubscription(free) : null;
}

/** SPEC §3 "Session info / user status summary" for a logged-in user. */
export function sessionSummary(sources: SessionSources): SessionSummary {
  const subscription = latestSubscription(sources);
  const lucyCampaigns = sources.campaigns.filter(isLucyCampaign);
  return {
    isLoggedIn: true,
    hasOrganisation: sources.hasOrganisation,
    hasSubscription: subscription !== null,
    hasLucyConfig: sources.hasLucyConfig,
    hasLucyCampaign: lucyCampaigns.length > 0,
    hasNonLucyCampaign: lucyCampaigns.length < sources.campaigns.length,
    hasCampaign: sources.campaigns.length > 0,
    latestSubscription: subscription,
    deviceCarrierPreferences: sources.deviceCarrierPreferences,
  };
}
