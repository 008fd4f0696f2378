import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { Campaign } from '../../api/schemas/gateway.ts';
import type { UserInfo } from '../../api/schemas/identity.ts';
import { campaignsQuery, userInfoQuery } from '../../data/queries.ts';
import { LUCY_CAMPAIGN_TYPE } from '../../domain/access/sessionSummary.ts';
import { carrierRegionForCountry } from '../../domain/carriers/lists.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { POLLING_INTERVAL_MS } from '../../domain/constants.ts';
import { phoneNumberCountry } from '../../domain/phone/phoneNumber.ts';
import type { Session } from '../../session/createSession.ts';
import { createDevicePreferencesStore } from '../../session/devicePreferences.ts';

export const forwardingKeys = {
  all: ['forwarding'] as const,
  devicePreferences: () => [...forwardingKeys.all, 'device-preferences'] as const,
};

/** The owner's business phone and the carrier region its country gives (SPEC §3 carrier lists per region). */
export interface BusinessPhone {
  /** E.164, as the identity service keeps it; null when it has none. */
  phoneNumber: string | null;
  /** Undefined when the number is from a country without a carrier list. */
  region: CarrierRegion | undefined;
}

/** The business phone of the user info, whose country picks the carrier list (phone -> country -> region). */
export function businessPhoneOf({ phoneNumber }: UserInfo): BusinessPhone {
  const country = phoneNumber ? phoneNumberCountry(phoneNumber) : undefined;
  return { phoneNumber, region: carrierRegionForCountry(country) };
}

/**
 * GET /userinfo (the shared query): the business phone and its carrier region. A failure after the usual
 * retries is shown as no region (SPEC §8), with a way to try again.
 */
export function businessPhoneQuery(api: Api) {
  return { ...userInfoQuery(api), select: businessPhoneOf };
}

/** SPEC §3: the stored device preferences of the signed-in user, from this device's storage. */
export function devicePreferencesQuery(session: Session) {
  return queryOptions({
    queryKey: forwardingKeys.devicePreferences(),
    queryFn: async (): Promise<DevicePreferences | null> => {
      const userId = await session.userId();
      return (userId && createDevicePreferencesStore(session.storage).read(userId)) || null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const lucyNumberOf = (campaigns: readonly Campaign[]): string | null =>
  campaigns.find((campaign) => campaign.campaignType === LUCY_CAMPAIGN_TYPE)?.phoneNumber ?? null;

/**
 * GET /v1/ca/campaigns (the shared query): Lucy's number, from the Lucy campaign (SPEC §3 "Campaign"). Null
 * until the number is assigned; asked again every 5 s (SPEC §9 polling interval) until it is.
 */
export function lucyNumberQuery(api: Api) {
  return {
    ...campaignsQuery(api),
    select: lucyNumberOf,
    refetchInterval: (query: { state: { data: Campaign[] | undefined } }) =>
      query.state.data && lucyNumberOf(query.state.data) !== null ? false : POLLING_INTERVAL_MS,
  };
}
