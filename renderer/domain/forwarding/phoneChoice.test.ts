import { describe, expect, it } from 'vitest';
import type { DevicePreferences } from '../carriers/preferences.ts';
import type { CarrierRegion } from '../carriers/types.ts';
import { type PhoneChoice, phoneChoice, providerName } from './phoneChoice.ts';

type Expected =
  | Extract<PhoneChoice, { kind: 'incomplete' | 'other' | 'unsure' }>
  | { kind: 'listed'; carrier: string; status: string };

function summary(choice: PhoneChoice): Expected {
  return choice.kind === 'listed'
    ? { kind: 'listed', carrier: choice.carrier.name, status: choice.status }
    : choice;
}

/** The expected answer for a carrier found in the data, with the support status it has there. */
const listed = (carrier: string, status: string): Expected => ({ kind: 'listed', carrier, status });

describe('the stored answers read against the carrier data (SPEC §3, §4)', () => {
  it.each<[string, DevicePreferences | undefined, CarrierRegion, Expected]>([
    ['nothing stored', undefined, 'AU', { kind: 'incomplete', missing: 'device' }],
    ['a carrier without a device', { carrier: 'Telstra' }, 'AU', { kind: 'incomplete', missing: 'device' }],
    ['a device only', { device: 'mobile' }, 'AU', { kind: 'incomplete', missing: 'carrier' }],
    [
      'a carrier of another region',
      { device: 'mobile', carrier: 'Verizon' },
      'AU',
      { kind: 'incomplete', missing: 'carrier' },
    ],
    [
      'SPEC §4 needs-plan: a plan list and none chosen',
      { device: 'mobile', carrier: 'Vodafone' },
      'AU',
      { kind: 'incomplete', missing: 'plan' },
    ],
    ['SPEC §4 supported', { device: 'mobile', carrier: 'Telstra' }, 'AU', listed('Telstra', 'supported')],
    [
      'SPEC §4 unsupported: the chosen plan is in the unsupported list',
      { device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' },
      'AU',
      listed('Vodafone', 'unsupported'),
    ],
    [
      'SPEC §4 unsupported: the whole carrier',
      { device: 'mobile', carrier: 'amaysim' },
      'AU',
      listed('amaysim', 'unsupported'),
    ],
    ['SPEC §4 paymentRequired', { device: 'mobile', carrier: 'TPG' }, 'AU', listed('TPG', 'paymentRequired')],
    [
      'SPEC §4 supportRequired',
      { device: 'mobile', carrier: 'Verizon' },
      'US',
      listed('Verizon', 'supportRequired'),
    ],
    [
      'a VoIP provider from the VoIP list, whatever the region',
      { device: 'voip', carrier: 'Google Voice', planType: 'Premier' },
      'UK',
      listed('Google Voice', 'supported'),
    ],
    [
      'a carrier the owner named',
      { device: 'landline', carrier: ' Southern Phone ', otherCarrier: true },
      'AU',
      { kind: 'other', device: 'landline', name: 'Southern Phone' },
    ],
    [
      '"other" without a name is not an answer yet',
      { device: 'mobile', carrier: '  ', otherCarrier: true },
      'AU',
      { kind: 'incomplete', missing: 'carrier' },
    ],
    [
      'an owner unsure of the carrier',
      { device: 'mobile', unsureCarrier: true },
      'US',
      { kind: 'unsure', device: 'mobile' },
    ],
  ])('%s', (_case, preferences, region, expected) => {
    expect(summary(phoneChoice(preferences, region))).toEqual(expected);
  });

  it('names the provider for headings, and none when the owner is unsure', () => {
    expect(providerName(phoneChoice({ device: 'mobile', carrier: 'Telstra' }, 'AU'))).toBe('Telstra');
    expect(providerName(phoneChoice({ device: 'mobile', carrier: 'Moose', otherCarrier: true }, 'AU'))).toBe(
      'Moose',
    );
    expect(providerName(phoneChoice({ device: 'mobile', unsureCarrier: true }, 'AU'))).toBeUndefined();
  });
});
