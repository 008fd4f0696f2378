import { AUSTRALIAN_CARRIERS } from './australia.ts';
import { CANADIAN_CARRIERS } from './canada.ts';
import type { Carrier, CarrierRegion, Device } from './types.ts';
import { UK_CARRIERS } from './unitedKingdom.ts';
import { US_CARRIERS } from './unitedStates.ts';
import { VOIP_PROVIDERS } from './voip.ts';

/** SPEC §3 "Carrier lists per region". */
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

/** The carriers to choose from: the business VoIP providers for a VoIP phone, else the region's carriers. */
export function carriersFor(region: CarrierRegion, device: Device | undefined): readonly Carrier[] {
  return device === 'voip' ? VOIP_PROVIDERS : CARRIERS_BY_REGION[region];
}

export function findCarrier(
  region: CarrierRegion,
  device: Device | undefined,
  name: string,
): Carrier | undefined {
  return carriersFor(region, device).find((carrier) => carrier.name === name);
}
