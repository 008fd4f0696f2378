import { queryOptions } from '@tanstack/react-query';
import { LUCY_CAMPAIGN_TYPE } from '../../domain/access/sessionSummary.ts';
import { carrierRegionForCountry } from '../../domain/carriers/lists.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { POLLING_INTERVAL_MS } from '../../domain/constants.ts';
import { phoneNumberCountry } from '../../domain/phone/phoneNumber.ts';
import { createDevicePreferencesStore } from '../../session/devicePreferences.ts';
import type { Session } from '../../session/session.ts';

export const forwardingKeys = {
  all: ['forwarding'] as const,
  businessPhone: () => [...forwardingKeys.all, 'business-phone'] as const,
  devicePreferences: () => [...forwardingKeys.all, 'device-preferences'] as const,
  lucyNumber: () => [...forwardingKeys.all, 'lucy-number'] as const,
};

/** The owner's business phone and the carrier region its country gives (SPEC §3 carrier lists per region). */
export interface BusinessPhone {
  /** E.164, as the identity service keeps it; null when it has none. */
  phoneNumber: string | null;
  /** Undefined when the number is from a country without a carrier list. */
  region: CarrierRegion | undefined;
}

/**
 * GET /userinfo: the business phone, whose country picks the carrier list (userinfo phone -> country ->
 * region). A failure after the usual retries is shown as no region (SPEC §8), with a way to try again.
 */
export function businessPhoneQuery(session: Session) {
  return queryOptions({
    queryKey: forwardingKeys.businessPhone(),
    queryFn: async (): Promise<BusinessPhone> => {
      const { phoneNumber } = await (await session.api()).identity.getUserInfo();
      const country = phoneNumber ? phoneNumberCountry(phoneNumber) : undefined;
      return { phoneNumber, region: carrierRegionForCountry(country) };
    },
  });
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

/**
 * GET /v1/ca/campaigns: Lucy's number, from the Lucy campaign (SPEC §3 "Campaign"). Null until the number is
 * assigned; asked again every 5 s (SPEC §9 polling interval) until it is.
 */
export function lucyNumberQuery(session: Session) {
  return queryOptions({
    queryKey: forwardingKeys.lucyNumber(),
    queryFn: async (): Promise<string | null> => {
      const campaigns = await (await session.api()).gateway.getCampaigns();
      const lucy = campaigns.find((campaign) => campaign.campaignType === LUCY_CAMPAIGN_TYPE);
      return lucy?.phoneNumber ?? null;
    },
    refetchInterval: (query) => (query.state.data === null ? POLLING_INTERVAL_MS : false),
  });
}
