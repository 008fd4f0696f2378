import { findCarrier } from '../carriers/lists.ts';
import type { DevicePreferences } from '../carriers/preferences.ts';
import { type CarrierSupportStatus, carrierSupportStatus } from '../carriers/support.ts';
import type { Carrier, CarrierRegion, Device } from '../carriers/types.ts';

/** What the owner still has to answer before the carrier check can be shown. */
export type MissingAnswer = 'device' | 'carrier' | 'plan';

/**
 * The stored device preferences (SPEC §3) read against the region's carrier data: what the carrier check
 * (/setup/carrier/validate) and the forwarding guide show. A carrier named by the owner ("other") or an owner
 * unsure of theirs has no list entry and gets the general instructions for the region.
 */
export type PhoneChoice =
  | { kind: 'incomplete'; missing: MissingAnswer }
  | {
      kind: 'listed';
      device: Device;
      carrier: Carrier;
      planType: string | undefined;
      status: Exclude<CarrierSupportStatus, 'needs-plan'>;
    }
  | { kind: 'other'; device: Device; name: string }
  | { kind: 'unsure'; device: Device };

/**
 * SPEC §4 "Carrier support status" for the stored answers. The same order as the device carrier preference
 * summary (carriers/preferences.ts): no device, no carrier, no match or a plan still needed are incomplete.
 */
export function phoneChoice(preferences: DevicePreferences | undefined, region: CarrierRegion): PhoneChoice {
  const device = preferences?.device;
  if (!device) return { kind: 'incomplete', missing: 'device' };
  if (preferences.unsureCarrier) return { kind: 'unsure', device };
  const name = preferences.carrier?.trim();
  if (!name) return { kind: 'incomplete', missing: 'carrier' };
  if (preferences.otherCarrier) return { kind: 'other', device, name };
  const carrier = findCarrier(region, device, name);
  if (!carrier) return { kind: 'incomplete', missing: 'carrier' };
  const status = carrierSupportStatus(carrier, preferences.planType);
  if (status === 'needs-plan') return { kind: 'incomplete', missing: 'plan' };
  return { kind: 'listed', device, carrier, planType: preferences.planType, status };
}

/** How the owner names the service they forward from, in headings ("your carrier" when unsure). */
export function providerName(choice: PhoneChoice): string | undefined {
  switch (choice.kind) {
    case 'listed':
      return choice.carrier.name;
    case 'other':
      return choice.name;
    default:
      return undefined;
  }
}
