import { AUSTRALIAN_CARRIERS } from './australia.ts';
import { CANADIAN_CARRIERS } from './canada.ts';
import { LANDLINE_PROVIDERS_BY_REGION } from './landlines.ts';
import type { Carrier, CarrierRegion, Device } from './types.ts';
import { UK_CARRIERS } from './unitedKingdom.ts';
import { US_CARRIERS } from './unitedStates.ts';
import { VOIP_PROVIDERS } from './voip.ts';

/**
 * SPEC §3 "Carrier lists per region", as the spec counts them: the region's carrier data, AT&T's landline
 * (SPEC §9's `*92` carrier) among the US ones. Owners choose from them by kind (carriersFor).
 */
export const CARRIERS_BY_REGION: Readonly<Record<CarrierRegion, readonly Carrier[]>> = {
  AU: AUSTRALIAN_CARRIERS,
  US: US_CARRIERS,
  CA: CANADIAN_CARRIERS,
  UK: UK_CARRIERS,
};

/** SPEC §3: GB is treated as UK. Undefined for a country Lucy does not serve. */
export function carrierRegionForCountry(country: string | undefined): CarrierRegion | undefined {
  switch (country?.toUpperCase()) {
    case 'AU':
      return 'AU';
    case 'US':
      return 'US';
    case 'CA':
      return 'CA';
    case 'GB':
    case 'UK':
      return 'UK';
    default:
      return undefined;
  }
}

/** The mobile networks of each region: its carriers without the landline services. */
const mobileOnly = (carriers: readonly Carrier[]) => carriers.filter((carrier) => !carrier.landline);
const MOBILE_CARRIERS_BY_REGION: Readonly<Record<CarrierRegion, readonly Carrier[]>> = {
  AU: mobileOnly(AUSTRALIAN_CARRIERS),
  US: mobileOnly(US_CARRIERS),
  CA: mobileOnly(CANADIAN_CARRIERS),
  UK: mobileOnly(UK_CARRIERS),
};

/**
 * The carriers to choose from, by the kind of phone: the business VoIP providers for a VoIP phone, the
 * region's landline providers for a landline, else (a mobile, or not yet known) the region's mobile networks.
 */
export function carriersFor(region: CarrierRegion, device: Device | undefined): readonly Carrier[] {
  if (device === 'voip') return VOIP_PROVIDERS;
  if (device === 'landline') return LANDLINE_PROVIDERS_BY_REGION[region];
  return MOBILE_CARRIERS_BY_REGION[region];
}

export function findCarrier(
  region: CarrierRegion,
  device: Device | undefined,
  name: string,
): Carrier | undefined {
  return carriersFor(region, device).find((carrier) => carrier.name === name);
}
