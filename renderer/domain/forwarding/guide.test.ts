import { describe, expect, it } from 'vitest';
import type { DevicePreferences } from '../carriers/preferences.ts';
import type { CarrierRegion } from '../carriers/types.ts';
import { forwardingGuide } from './guide.ts';
import { phoneChoice } from './phoneChoice.ts';

const LUCY = { AU: '+61255500042', US: '+14155550142', CA: '+16135550142', UK: '+442079460042' } as const;

function guideFor(preferences: DevicePreferences, region: CarrierRegion) {
  return forwardingGuide(phoneChoice(preferences, region), region, LUCY[region]);
}

describe('the forwarding guide', () => {
  it('an AU mobile: one code with Lucy’s number as dialled at home, ##004# to stop, the voicemail code', () => {
    expect(guideFor({ device: 'mobile', carrier: 'Telstra' }, 'AU')).toEqual({
      device: 'mobile',
      lucyNumber: '0255500042',
      lucyNumberShown: '02 5550 0042',
      setUp: { kind: 'dial', enable: ['**004*0255500042*10#'], source: 'official', confirmation: 'screen' },
      turnOff: { kind: 'dial', codes: ['##004#'] },
      restoreVoicemail: '**004*101#',
      turnOffRestoresVoicemail: false,
      additionalTerms:
        'Forwarded calls are included in plans with unlimited calls; other plans use your call allowance.',
    });
  });

  it('facts no carrier page confirms travel with the guide, so the owner is told to check them', () => {
    expect(guideFor({ device: 'mobile', carrier: 'TPG' }, 'AU')).toMatchObject({
      fee: { paymentAmount: 'A$14.90/month' },
      unconfirmed: ['fee'],
    });
    expect(guideFor({ device: 'mobile', carrier: 'Verizon' }, 'US')?.unconfirmed).toEqual(['supportCall']);
    expect(guideFor({ device: 'mobile', carrier: 'Telstra' }, 'AU')).not.toHaveProperty('unconfirmed');
  });

  it('SPEC §9 a *71 carrier: *71 and the number, heard not shown; *73 stops it and restores voicemail', () => {
    expect(guideFor({ device: 'mobile', carrier: 'Verizon' }, 'US')).toMatchObject({
      lucyNumber: '4155550142',
      lucyNumberShown: '(415) 555-0142',
      setUp: { kind: 'dial', enable: ['*714155550142'], confirmation: 'audio' },
      turnOff: { kind: 'dial', codes: ['*73'] },
      turnOffRestoresVoicemail: true,
      supportCall: { supportPhoneNumber: '*611' },
    });
    expect(guideFor({ device: 'mobile', carrier: 'Verizon' }, 'US')).not.toHaveProperty('restoreVoicemail');
  });

  it('SPEC §9 a fee applies to all plans: shown with the instructions', () => {
    expect(guideFor({ device: 'mobile', carrier: 'Koodo' }, 'CA')?.fee).toEqual({
      paymentAmount: 'C$3/month',
      additionalInstructions:
        'Add Call Forwarding in Self Serve; without it, forwarded calls cost C$0.60/min.',
    });
    expect(guideFor({ device: 'mobile', carrier: 'Telstra' }, 'AU')).not.toHaveProperty('fee');
  });

  it('SPEC §2 a landline: codes from the handset, heard not shown; to stop, contact the provider', () => {
    expect(guideFor({ device: 'landline', carrier: 'Telstra' }, 'AU')).toMatchObject({
      setUp: { kind: 'dial', enable: ['*610255500042*20#', '*240255500042#'], confirmation: 'audio' },
      turnOff: { kind: 'contact-provider', codes: ['#61#', '#24#'] },
    });
  });

  it('SPEC §9 the *92 carrier is a landline provider: offered to landline owners only, with *92 and *90', () => {
    expect(guideFor({ device: 'mobile', carrier: 'AT&T Landline' }, 'US')).toBeUndefined();
    expect(guideFor({ device: 'landline', carrier: 'AT&T Landline' }, 'US')).toMatchObject({
      setUp: { kind: 'dial', enable: ['*924155550142', '*904155550142'], confirmation: 'audio' },
      turnOff: { kind: 'contact-provider', codes: ['*93', '*91'] },
    });
  });

  it('SPEC §2 a business VoIP system: set up in its portal; to stop, contact the provider', () => {
    expect(guideFor({ device: 'voip', carrier: 'Zoom Phone' }, 'UK')).toEqual({
      device: 'voip',
      lucyNumber: '02079460042',
      lucyNumberShown: '020 7946 0042',
      setUp: { kind: 'portal' },
      turnOff: { kind: 'contact-provider', codes: [] },
      turnOffRestoresVoicemail: false,
      additionalTerms: 'Your Zoom admin must allow forwarding to external numbers.',
    });
  });

  it('an owner unsure of their US carrier gets the GSM code and, for Verizon-network carriers, *71', () => {
    expect(guideFor({ device: 'mobile', unsureCarrier: true }, 'US')).toEqual({
      device: 'mobile',
      lucyNumber: '4155550142',
      lucyNumberShown: '(415) 555-0142',
      setUp: {
        kind: 'dial',
        enable: ['**004*14155550142#'],
        alternative: {
          carriers: ['Verizon', 'Xfinity Mobile', 'Spectrum Mobile', 'US Mobile', 'Visible'],
          enable: ['*714155550142'],
          disable: ['*73'],
        },
        source: 'technology',
        confirmation: 'screen',
      },
      turnOff: { kind: 'dial', codes: ['##004#'] },
      turnOffRestoresVoicemail: false,
    });
  });

  it('a carrier named by the owner outside the US gets the network standard, with no alternative', () => {
    expect(guideFor({ device: 'mobile', carrier: 'Moose Mobile', otherCarrier: true }, 'AU')).toMatchObject({
      setUp: { kind: 'dial', enable: ['**004*0255500042#'], source: 'technology' },
    });
    const setUp = guideFor({ device: 'mobile', carrier: 'giffgaff', otherCarrier: true }, 'UK')?.setUp;
    expect(setUp).not.toHaveProperty('alternative');
  });

  it('gives no guide for an unsupported carrier or plan, or an unanswered question', () => {
    expect(guideFor({ device: 'mobile', carrier: 'amaysim' }, 'AU')).toBeUndefined();
    expect(guideFor({ device: 'mobile', carrier: 'Vodafone', planType: 'Prepaid' }, 'AU')).toBeUndefined();
    expect(guideFor({ device: 'mobile', carrier: 'Vodafone' }, 'AU')).toBeUndefined();
    expect(guideFor({ device: 'voip', carrier: 'Ooma Office' }, 'US')).toBeUndefined();
  });
});
