import type { DeviceCarrierPreferences } from '../access/accessState.ts';
import { carrierRegionForCountry, findCarrier } from './lists.ts';
import { carrierSupportStatus } from './support.ts';
import type { Device } from './types.ts';

/** SPEC §3 "Stored device preferences" (kept on the device). */
export interface DevicePreferences {
  carrier?: string;
  /** May be voip. */
  device?: Device;
  planType?: string;
  otherCarrier?: boolean;
  unsureCarrier?: boolean;
}

/**
 * SPEC §4 "Device carrier preference summary": unselected when there is no carrier, no region or no match,
 * or while the plan is still needed; otherwise unsupported or supported. `country` is the owner's
 * business-phone country; SPEC §8 treats a failure to find it as no region.
 *
 * An owner who chose "other carrier" or "not sure" has no list entry to match, yet has answered the
 * question and goes on with the general instructions; counting them as unselected would send them back
 * to /setup/device from the index route forever, so they count as supported.
 */
export function deviceCarrierPreferenceSummary(
  preferences: DevicePreferences | undefined,
  country: string | undefined,
): DeviceCarrierPreferences {
  const region = carrierRegionForCountry(country);
  if (!preferences || !region) return 'unselected';
  if (preferences.otherCarrier || preferences.unsureCarrier) return 'supported';
  if (!preferences.carrier) return 'unselected';
  const carrier = findCarrier(region, preferences.device, preferences.carrier);
  if (!carrier) return 'unselected';
  switch (carrierSupportStatus(carrier, preferences.planType)) {
    case 'needs-plan':
      return 'unselected';
    case 'unsupported':
      return 'unsupported';
    default:
      return 'supported';
  }
}
