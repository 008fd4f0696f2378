import { isLucyCampaign } from '../lucyCampaign.ts';
import { isLiveSubscription } from '../subscription/display.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../subscription/types.ts';

/** What the loading pages read of each campaign (GET /v1/ca/campaigns, SPEC §3 "Campaign"). */
export interface PolledCampaign {
  campaignType: string;
  phoneNumber?: string | null | undefined;
  subscription: { status: string };
}

/**
 * SPEC §2, §4 loading pages: Lucy is ready once the Lucy campaign's subscription is live and the campaign
 * has its Lucy number, which the guide that follows shows the owner to forward calls to. A plan that is
 * paid for but still being provisioned has no number yet, so the pages keep polling.
 */
export function isLucyReady(campaigns: readonly PolledCampaign[]): boolean {
  return campaigns.some(
    (campaign) =>
      isLucyCampaign(campaign) &&
      Boolean(campaign.phoneNumber) &&
      isKnownStatus(campaign.subscription.status) &&
      isLiveSubscription(campaign.subscription.status),
  );
}

function isKnownStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}
