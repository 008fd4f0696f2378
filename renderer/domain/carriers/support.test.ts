import { describe, expect, it } from 'vitest';
import { type DeviceCarrierPreferences, isDeviceCarrierPreference } from '../access/accessState.ts';
import { type DevicePreferences, deviceCarrierPreferenceSummary } from './preferences.ts';
import { type CarrierSupportStatus, carrierSupportStatus } from './support.ts';
import type { Carrier } from './types.ts';

const support = { supportPhoneNumber: '*611', supportHours: '8am-8pm' };
/** A carrier whose fee is for one of its plans only. */
const prepaidFee: Carrier = {
  name: 'A',
  plans: ['Prepaid', 'Postpaid'],
  paymentRequired: { plan: 'Prepaid', paymentAmount: '32c/min' },
};

describe('SPEC §4 carrier support status', () => {
  it.each<[string, Carrier, string | undefined, CarrierSupportStatus]>([
    ['flagged wholly unsupported', { name: 'A', unsupported: true }, undefined, 'unsupported'],
    [
      'wholly unsupported wins over support and payment',
      {
        name: 'A',
        unsupported: true,
        supportRequired: support,
        paymentRequired: { paymentAmount: '$1/month' },
      },
      'Any',
      'unsupported',
    ],
    [
      'the chosen plan is in its unsupported list',
      { name: 'A', plans: ['Free', 'Paid'], unsupported: ['Free'] },
      'Free',
      'unsupported',
    ],
    [
      'a plan list exists and none is chosen',
      { name: 'A', plans: ['Free', 'Paid'], unsupported: ['Free'] },
      undefined,
      'needs-plan',
    ],
    [
      'needs-plan comes before a support call',
      { name: 'A', plans: ['X', 'Y'], supportRequired: support },
      undefined,
      'needs-plan',
    ],
    ['an empty chosen plan is none', { name: 'A', plans: ['X', 'Y'] }, '', 'needs-plan'],
    [
      'a plan outside the unsupported list is fine',
      { name: 'A', plans: ['Free', 'Paid'], unsupported: ['Free'] },
      'Paid',
      'supported',
    ],
    [
      'the carrier needs a support call',
      { name: 'A', supportRequired: support },
      undefined,
      'supportRequired',
    ],
    [
      'a support call comes before a fee',
      { name: 'A', supportRequired: support, paymentRequired: { paymentAmount: '$1/month' } },
      undefined,
      'supportRequired',
    ],
    [
      'a fee applies to all plans',
      { name: 'A', paymentRequired: { paymentAmount: '10c/min' } },
      undefined,
      'paymentRequired',
    ],
    [
      'a fee applies to all plans, whichever is chosen',
      { name: 'A', plans: ['X', 'Y'], paymentRequired: { paymentAmount: '10c/min' } },
      'Y',
      'paymentRequired',
    ],
    ['a fee applies to the paid plan, which is chosen', prepaidFee, 'Prepaid', 'paymentRequired'],
    ['a fee for another plan does not apply', prepaidFee, 'Postpaid', 'supported'],
    ['otherwise supported', { name: 'A' }, undefined, 'supported'],
  ])('%s', (_rule, carrier, plan, status) => {
    expect(carrierSupportStatus(carrier, plan)).toBe(status);
  });
});

describe('SPEC §4 device carrier preference summary', () => {
  it.each<[string, DevicePreferences | undefined, string | undefined, DeviceCarrierPreferences]>([
    ['no preferences', undefined, 'AU', 'unselected'],
    ['no carrier', { device: 'mobile' }, 'AU', 'unselected'],
    [
      'no region (SPEC §8: user info failed)',
      { device: 'mobile', carrier: 'Telstra' },
      undefined,
      'unselected',
    ],
    ['a country Lucy does not serve', { device: 'mobile', carrier: 'Telstra' }, 'NZ', 'unselected'],
    ['no match in the region', { device: 'mobile', carrier: 'Telstra' }, 'US', 'unselected'],
    ['no match on the device', { device: 'voip', carrier: 'Telstra' }, 'AU', 'unselected'],
    ['the plan is still needed', { device: 'mobile', carrier: 'Vodafone' }, 'AU', 'unselected'],
    ['a supported carrier', { device: 'mobile', carrier: 'Telstra' }, 'AU', 'supported'],
    ['a supported plan', { device: 'mobile', carrier: 'Vodafone', planType: 'Postpaid' }, 'AU', 'supported'],
    [
      'an unsupported plan',
      { device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' },
      'AU',
      'unsupported',
    ],
    ['a wholly unsupported carrier', { device: 'mobile', carrier: 'amaysim' }, 'AU', 'unsupported'],
    ['a support call still counts as supported', { device: 'mobile', carrier: 'Verizon' }, 'US', 'supported'],
    ['a fee still counts as supported', { device: 'mobile', carrier: 'Boost Mobile' }, 'AU', 'supported'],
    ['GB uses the UK list', { device: 'mobile', carrier: 'EE' }, 'GB', 'supported'],
    ['a VoIP provider', { device: 'voip', carrier: 'Google Voice', planType: 'Standard' }, 'US', 'supported'],
    [
      'a VoIP provider’s unsupported plan',
      { device: 'voip', carrier: 'Google Voice', planType: 'Starter' },
      'CA',
      'unsupported',
    ],
    ['a VoIP provider without its plan', { device: 'voip', carrier: 'Google Voice' }, 'CA', 'unselected'],
    [
      'another carrier, named by the owner',
      { device: 'landline', carrier: 'Southern Phone', otherCarrier: true },
      'AU',
      'supported',
    ],
    ['an owner unsure of the carrier', { device: 'mobile', unsureCarrier: true }, 'US', 'supported'],
    [
      'other or unsure still needs a region',
      { device: 'mobile', unsureCarrier: true },
      undefined,
      'unselected',
    ],
  ])('%s', (_rule, preferences, country, summary) => {
    expect(deviceCarrierPreferenceSummary(preferences, country)).toBe(summary);
  });
});

describe('SPEC §8 the carrier check', () => {
  it.each<[DeviceCarrierPreferences, string, boolean]>([
    ['supported', 'supported', true],
    ['supported', 'unsupported', false],
    ['unselected', 'unselected', true],
    ['unsupported', 'unsupported', true],
  ])('%s is %s: %s', (summary, name, result) => {
    expect(isDeviceCarrierPreference(summary, name)).toBe(result);
  });

  it.each(['maybe', 'Supported', ''])('raises an error for the unknown preference name %j', (name) => {
    expect(() => isDeviceCarrierPreference('supported', name)).toThrow(`Unknown preference name: ${name}`);
  });
});
