import { describe, expect, it } from 'vitest';
import { forwardingCodes, MOBILE_DISABLE_CODE } from './codes.ts';
import { findCarrier } from './lists.ts';
import type { Carrier, CarrierRegion, Device } from './types.ts';

function carrier(region: CarrierRegion, name: string, device: Device = 'mobile'): Carrier {
  const found = findCarrier(region, device, name);
  if (!found) throw new Error(`no ${name} in ${region}`);
  return found;
}

const mobileCodes = (region: CarrierRegion, name: string, number: string) =>
  forwardingCodes(carrier(region, name), 'mobile', region, number);

describe('forwarding codes for the guide', () => {
  it('SPEC §2 /cancelled: on a mobile, ##004# disables call forwarding', () => {
    expect(MOBILE_DISABLE_CODE).toBe('##004#');
  });

  it.each<[CarrierRegion, string, string, ReturnType<typeof forwardingCodes>]>([
    [
      'AU',
      'Telstra',
      '0255501234',
      {
        enable: ['**004*0255501234*10#'],
        disable: ['##004#'],
        restoreVoicemail: '**004*101#',
        source: 'official',
      },
    ],
    [
      'AU',
      'Vodafone',
      '0255501234',
      {
        enable: ['**004*0255501234#'],
        disable: ['##004#'],
        restoreVoicemail: '**004*+61414121000#',
        source: 'official',
      },
    ],
    [
      'AU',
      'Optus',
      '0255501234',
      {
        enable: ['**004*0255501234#'],
        disable: ['##004#'],
        restoreVoicemail: '**004*+61411000321#',
        source: 'technology',
      },
    ],
    [
      'AU',
      'Belong',
      '0255501234',
      { enable: ['**004*0255501234#'], disable: ['##004#'], source: 'technology' },
    ],
    ['UK', 'EE', '02079460000', { enable: ['**004*02079460000#'], disable: ['##004#'], source: 'peer' }],
    [
      'CA',
      'Telus',
      '4165550100',
      { enable: ['**004*4165550100#'], disable: ['##004#'], source: 'technology' },
    ],
    [
      'US',
      'T-Mobile',
      '4155550100',
      {
        enable: ['**004*14155550100#'],
        disable: ['##004#'],
        restoreVoicemail: '**004*18056377243#',
        source: 'peer',
      },
    ],
    [
      'US',
      'AT&T',
      '4155550100',
      { enable: ['**004*14155550100#'], disable: ['##004#'], source: 'technology' },
    ],
    [
      'US',
      'Verizon',
      '4155550100',
      { enable: ['*714155550100'], disable: ['*73'], restoreVoicemail: '*73', source: 'official' },
    ],
    [
      'US',
      'Xfinity Mobile',
      '4155550100',
      { enable: ['*714155550100'], disable: ['*73'], restoreVoicemail: '*73', source: 'peer' },
    ],
  ])('%s %s on a mobile', (region, name, number, codes) => {
    expect(mobileCodes(region, name, number)).toEqual(codes);
  });

  it('SPEC §9 the *92 carrier: *92 followed by the number (and *90 for busy); *93 cancels', () => {
    const codes = { enable: ['*924155550100', '*904155550100'], disable: ['*93', '*91'], source: 'peer' };
    expect(
      forwardingCodes(carrier('US', 'AT&T Landline', 'landline'), 'landline', 'US', '4155550100'),
    ).toEqual(codes);
    expect(forwardingCodes(carrier('US', 'AT&T Landline', 'landline'), 'mobile', 'US', '4155550100')).toEqual(
      codes,
    );
  });

  it.each<[CarrierRegion, string, string, ForwardingCodesLike]>([
    [
      'AU',
      'Telstra',
      '0255501234',
      { enable: ['*610255501234*20#', '*240255501234#'], disable: ['#61#', '#24#'] },
    ],
    [
      'UK',
      'EE',
      '02079460000',
      { enable: ['*61*02079460000#', '*67*02079460000#'], disable: ['#61#', '#67#'] },
    ],
    ['CA', 'Bell', '4165550100', { enable: ['*924165550100', '*904165550100'], disable: ['*93', '*91'] }],
  ])('a %s landline (with %s) uses the region’s landline codes', (region, name, number, codes) => {
    expect(forwardingCodes(carrier(region, name), 'landline', region, number)).toEqual({
      ...codes,
      source: 'technology',
    });
  });

  it('*71 and *92 carriers confirm by voice', () => {
    expect(carrier('US', 'Verizon').confirmationType).toBe('audio-confirmation');
    expect(carrier('US', 'AT&T Landline', 'landline').confirmationType).toBe('audio-confirmation');
    expect(carrier('US', 'T-Mobile').confirmationType).toBeUndefined();
  });

  it('VoIP systems are set up in their portal, and unsupported carriers have nothing to dial', () => {
    expect(forwardingCodes(carrier('US', 'RingCentral', 'voip'), 'voip', 'US', '4155550100')).toBeUndefined();
    expect(forwardingCodes(carrier('AU', 'Telstra'), 'voip', 'AU', '0255501234')).toBeUndefined();
    expect(forwardingCodes(carrier('AU', 'amaysim'), 'mobile', 'AU', '0255501234')).toBeUndefined();
  });
});

type ForwardingCodesLike = { enable: string[]; disable: string[] };
