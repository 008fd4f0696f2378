import { describe, expect, it } from 'vitest';
import { userDeviceRequest } from './phoneChoice.ts';

describe('POST /lucy/user-device from the stored device preferences (SPEC §3)', () => {
  it.each([
    [
      { device: 'mobile' as const, carrier: 'Telstra' },
      { device: 'mobile', carrier: 'Telstra', planType: null, otherCarrier: false, unsureCarrier: false },
    ],
    [
      { device: 'voip' as const, carrier: 'Google Voice', planType: 'Premier' },
      {
        device: 'voip',
        carrier: 'Google Voice',
        planType: 'Premier',
        otherCarrier: false,
        unsureCarrier: false,
      },
    ],
    [
      { device: 'landline' as const, carrier: 'Southern Phone', otherCarrier: true },
      {
        device: 'landline',
        carrier: 'Southern Phone',
        planType: null,
        otherCarrier: true,
        unsureCarrier: false,
      },
    ],
    [
      { device: 'mobile' as const, unsureCarrier: true },
      { device: 'mobile', carrier: null, planType: null, otherCarrier: false, unsureCarrier: true },
    ],
  ])('%j is sent as %j', (preferences, request) => {
    expect(userDeviceRequest(preferences)).toEqual(request);
  });
});
