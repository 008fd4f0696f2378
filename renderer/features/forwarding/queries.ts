import type { Campaign } from '../../api/schemas/gateway.ts';
import type { UserInfo } from '../../api/schemas/identity.ts';
import type { ServerAccess } from '../../data/apiContext.tsx';
import { campaignsQuery, userInfoQuery } from '../../data/queries.ts';
import { carrierRegionForCountry } from '../../domain/carriers/lists.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { POLLING_INTERVAL_MS } from '../../domain/constants.ts';
import { lucyCampaignOf } from '../../domain/lucyCampaign.ts';
import { phoneNumberCountry } from '../../domain/phone/phoneNumber.ts';

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
export function businessPhoneQuery(access: ServerAccess) {
  return { ...userInfoQuery(access), select: businessPhoneOf };
}

const lucyNumberOf = (campaigns: readonly Campaign[]): string | null =>
  lucyCampaignOf(campaigns)?.phoneNumber ?? null;

/**
 * GET /v1/ca/campaigns (the shared query): Lucy's number, from the Lucy campaign (SPEC §3 "Campaign"). Null
 * until the number is assigned; asked again every 5 s (SPEC §9 polling interval) until it is.
 */
export function lucyNumberQuery(access: ServerAccess) {
  return {
    ...campaignsQuery(access),
    select: lucyNumberOf,
    refetchInterval: (query: { state: { data: Campaign[] | undefined } }) =>
      query.state.data && lucyNumberOf(query.state.data) !== null ? false : POLLING_INTERVAL_MS,
  };
}
