import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import { LUCY_CAMPAIGN_TYPE } from '../../domain/access/sessionSummary.ts';
import type { SubscriptionStatus } from '../../domain/subscription/types.ts';

/** Query keys of the settings layout. */
export const settingsKeys = {
  all: ['settings'] as const,
  /**
   * Keyed by the subscription status the guards last saw, so the sidebar asks again for the Lucy number as soon
   * as a plan change refreshes the session summary (a number is assigned once the subscription goes live).
   */
  lucyCampaign: (status: SubscriptionStatus | undefined) =>
    [...settingsKeys.all, 'lucy-campaign', status ?? 'none'] as const,
};

/** SPEC §3 "Campaign": the Lucy campaign carries the Lucy number. None when the fetch fails (SPEC §7). */
export function lucyCampaignQuery(api: Api, status: SubscriptionStatus | undefined) {
  return queryOptions({
    queryKey: settingsKeys.lucyCampaign(status),
    queryFn: async () =>
      (await api.gateway.getCampaigns()).find((campaign) => campaign.campaignType === LUCY_CAMPAIGN_TYPE) ??
      null,
  });
}
