/** A campaign's type when it is a Lucy campaign; any other type belongs to the contact-automation app. */
export const LUCY_CAMPAIGN_TYPE = 'lucy';

/** SPEC §3 "Campaign": the one way to tell the Lucy campaign among an organisation's campaigns. */
export function isLucyCampaign(campaign: { campaignType: string }): boolean {
  return campaign.campaignType === LUCY_CAMPAIGN_TYPE;
}

/** The organisation's Lucy campaign (the first, should there be more), which carries the Lucy number. */
export function lucyCampaignOf<Campaign extends { campaignType: string }>(
  campaigns: readonly Campaign[],
): Campaign | undefined {
  return campaigns.find(isLucyCampaign);
}
