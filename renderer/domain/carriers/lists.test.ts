import { describe, expect, it } from 'vitest';
import { CARRIERS_BY_REGION, carrierRegionForCountry, carriersFor, findCarrier } from './lists.ts';
import type { Carrier } from './types.ts';
import { VOIP_PROVIDERS } from './voip.ts';

const everyList = { ...CARRIERS_BY_REGION, VOIP: VOIP_PROVIDERS };
const everyCarrier: readonly Carrier[] = Object.values(everyList).flat();
const named = (carriers: readonly Carrier[]) => carriers.map((carrier) => carrier.name);

describe('SPEC §3 carrier lists per region', () => {
  it('Australia 11, US 18, Canada 4, UK 4 and 12 business VoIP providers', () => {
    expect(
      Object.fromEntries(Object.entries(everyList).map(([region, list]) => [region, list.length])),
    ).toEqual({
      AU: 11,
      US: 18,
      CA: 4,
      UK: 4,
      VOIP: 12,
    });
  });

  it.each(Object.entries(everyList))('%s names each carrier once', (_region, list) => {
    expect(new Set(named(list)).size).toBe(list.length);
  });

  it.each([
    ['AU', 'AU'],
    ['au', 'AU'],
    ['US', 'US'],
    ['CA', 'CA'],
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['UK', 'UK'],
    ['NZ', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('country %j uses the %s list (GB treated as UK)', (country, region) => {
    expect(carrierRegionForCountry(country)).toBe(region);
  });

  it('a VoIP phone chooses among the VoIP providers in every region', () => {
    for (const region of ['AU', 'US', 'CA', 'UK'] as const) {
      expect(carriersFor(region, 'voip')).toBe(VOIP_PROVIDERS);
      expect(carriersFor(region, undefined)).toBe(carriersFor(region, 'mobile'));
    }
    expect(findCarrier('AU', 'voip', 'Aircall')?.name).toBe('Aircall');
    expect(findCarrier('AU', 'mobile', 'Aircall')).toBeUndefined();
    expect(findCarrier('UK', 'mobile', 'Telstra')).toBeUndefined();
  });

  it('no logo is invented: the UI shows initials instead', () => {
    expect(everyCarrier.filter((carrier) => carrier.logo !== undefined)).toEqual([]);
  });
});

describe('carrier lists by kind, in every country', () => {
  const regions = ['AU', 'US', 'CA', 'UK'] as const;

  it.each(regions)('%s: the mobile list holds mobile networks only', (region) => {
    const mobile = carriersFor(region, 'mobile');
    expect(mobile.filter((carrier) => carrier.landline)).toEqual([]);
    expect(named(mobile)).toEqual(named(CARRIERS_BY_REGION[region].filter((carrier) => !carrier.landline)));
  });

  it.each(regions)('%s: the landline list holds landline providers only, each once', (region) => {
    const landlines = carriersFor(region, 'landline');
    expect(landlines.length).toBeGreaterThanOrEqual(3);
    expect(landlines.filter((carrier) => !carrier.landline)).toEqual([]);
    expect(new Set(named(landlines)).size).toBe(landlines.length);
    expect(landlines.filter((carrier) => !carrier.codeSource)).toEqual([]);
  });

  it('the US mobile list has no AT&T Landline; the US landline list has it and no wireless carrier', () => {
    expect(named(carriersFor('US', 'mobile'))).not.toContain('AT&T Landline');
    expect(named(carriersFor('US', 'mobile'))).toContain('AT&T');
    expect(named(carriersFor('US', 'landline'))).toContain('AT&T Landline');
    for (const wireless of ['AT&T', 'Verizon', 'T-Mobile', 'Google Fi', 'Mint Mobile']) {
      expect(named(carriersFor('US', 'landline'))).not.toContain(wireless);
    }
    expect(findCarrier('US', 'landline', 'Verizon')).toBeUndefined();
    expect(findCarrier('US', 'mobile', 'AT&T Landline')).toBeUndefined();
  });

  it('no mobile-only brand is offered to a landline owner anywhere', () => {
    const mobileOnly = ['amaysim', 'Felix', 'Kogan Mobile', 'Boost Mobile', 'EE', 'O2', 'Three', 'Koodo'];
    for (const region of regions) {
      for (const name of mobileOnly) expect(findCarrier(region, 'landline', name)).toBeUndefined();
    }
  });
});

describe('SPEC §9 carrier data', () => {
  it('four AU carriers charge: 10c/min, $14.90/month (A$), 32c/min and $1/month (A$)', () => {
    const charges = CARRIERS_BY_REGION.AU.flatMap((carrier) =>
      carrier.paymentRequired ? [carrier.paymentRequired.paymentAmount] : [],
    );
    expect(charges.toSorted()).toEqual(['10c/min', '32c/min', 'A$1/month', 'A$14.90/month']);
  });

  it('four carriers require a support call, each with a support number and support hours', () => {
    const support = everyCarrier.filter((carrier) => carrier.supportRequired);
    expect(named(support)).toEqual(['Verizon', 'Bell', 'Rogers', 'Telus']);
    for (const { supportRequired } of support) {
      expect(supportRequired?.supportPhoneNumber).toMatch(/^\*?\d+$/);
      expect(supportRequired?.supportHours).toMatch(/\d(am|pm)-\d+(am|pm)/);
    }
  });

  it('facts no carrier page confirms are marked, so the owner is told to check them', () => {
    const marked = (fact: string) =>
      named(everyCarrier.filter((carrier) => carrier.unconfirmed?.includes(fact as never)));
    // The four AU charges, the four support calls' numbers and hours, and the unsupported AU brands on
    // peer claims only.
    expect(marked('fee')).toEqual(['TPG', 'Boost Mobile', 'ALDImobile', 'Belong']);
    expect(marked('supportCall')).toEqual(['Verizon', 'Bell', 'Rogers', 'Telus']);
    expect(marked('unsupported')).toEqual(['amaysim', 'Felix', 'Kogan Mobile', 'Lebara']);
    for (const carrier of everyCarrier) {
      if (carrier.unconfirmed?.includes('fee')) expect(carrier.paymentRequired).toBeDefined();
      if (carrier.unconfirmed?.includes('supportCall')) expect(carrier.supportRequired).toBeDefined();
      if (carrier.unconfirmed?.includes('unsupported')) expect(carrier.unsupported).toBe(true);
    }
  });

  it('several US carriers forward with the prefix *71 followed by the number; one uses *92', () => {
    const byPrefix = (prefix: string) =>
      named(
        CARRIERS_BY_REGION.US.filter((carrier) => carrier.overrideCallForwardingCode === `${prefix}{number}`),
      );
    expect(byPrefix('*71')).toEqual(['Verizon', 'Xfinity Mobile', 'Spectrum Mobile', 'US Mobile', 'Visible']);
    expect(byPrefix('*92')).toEqual(['AT&T Landline']);
    expect(
      everyCarrier.filter((carrier) => carrier.overrideCallForwardingCode?.startsWith('*92')),
    ).toHaveLength(1);
  });

  it('five named carriers or services are wholly unsupported', () => {
    expect(named(everyCarrier.filter((carrier) => carrier.unsupported === true))).toEqual([
      'amaysim',
      'Felix',
      'Kogan Mobile',
      'Lebara',
      'Ooma Office',
    ]);
  });

  it('one AU carrier’s prepaid plan is unsupported', () => {
    const partly = CARRIERS_BY_REGION.AU.filter((carrier) => Array.isArray(carrier.unsupported));
    expect(partly.map(({ name, plans, unsupported }) => ({ name, plans, unsupported }))).toEqual([
      { name: 'Vodafone', plans: ['Postpaid', 'Prepaid'], unsupported: ['Prepaid'] },
    ]);
  });

  it('the VoIP service with plans Free, Starter, Standard, Premier does not support Free and Starter', () => {
    const partly = VOIP_PROVIDERS.filter((carrier) => Array.isArray(carrier.unsupported));
    expect(partly.map(({ name, plans, unsupported }) => ({ name, plans, unsupported }))).toEqual([
      {
        name: 'Google Voice',
        plans: ['Free', 'Starter', 'Standard', 'Premier'],
        unsupported: ['Free', 'Starter'],
      },
    ]);
  });

  it('only the plan-specific entries list plans, and listed unsupported plans are real plans', () => {
    for (const carrier of everyCarrier) {
      if (Array.isArray(carrier.unsupported))
        expect(carrier.plans).toEqual(expect.arrayContaining(carrier.unsupported));
      if (carrier.paymentRequired?.plan) expect(carrier.plans).toContain(carrier.paymentRequired.plan);
    }
  });

  it('every supported mobile carrier says how far its codes can be trusted; VoIP providers have no codes', () => {
    const mobile = Object.values(CARRIERS_BY_REGION).flat();
    expect(mobile.filter((carrier) => carrier.unsupported !== true && !carrier.codeSource)).toEqual([]);
    expect(
      VOIP_PROVIDERS.filter((carrier) => carrier.codeSource || carrier.overrideCallForwardingCode),
    ).toEqual([]);
  });
});
