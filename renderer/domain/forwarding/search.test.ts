import { describe, expect, it } from 'vitest';
import { CARRIERS_BY_REGION, carriersFor } from '../carriers/lists.ts';
import { carrierInitials, listedCarrierNamed, searchCarriers } from './search.ts';

const names = (query: string, carriers = CARRIERS_BY_REGION.US) =>
  searchCarriers(carriers, query).map((carrier) => carrier.name);

describe('finding a carrier by what the owner types', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(names('att')).toEqual(['AT&T', 'AT&T Landline']);
    expect(names('tmobile')).toEqual(['T-Mobile', 'Metro by T-Mobile']);
    expect(names('  VERIZON ')).toEqual(['Verizon']);
    expect(names('aldi', CARRIERS_BY_REGION.AU)).toEqual(['ALDImobile']);
  });

  it('matches from the start of a word', () => {
    expect(names('mobile')).toEqual([
      'T-Mobile',
      'Metro by T-Mobile',
      'Mint Mobile',
      'Xfinity Mobile',
      'Spectrum Mobile',
      'US Mobile',
      'Boost Mobile',
    ]);
    expect(names('obile')).toEqual([]);
  });

  it('lists every carrier for no text and none for a name it does not know', () => {
    expect(names('')).toHaveLength(CARRIERS_BY_REGION.US.length);
    expect(names('-')).toHaveLength(CARRIERS_BY_REGION.US.length);
    expect(names('Nokia Telecom')).toEqual([]);
  });

  it('takes a typed "other" carrier that is on the list as the listed one', () => {
    expect(listedCarrierNamed(CARRIERS_BY_REGION.AU, 'telstra')?.name).toBe('Telstra');
    expect(listedCarrierNamed(carriersFor('US', 'voip'), 'zoomphone')?.name).toBe('Zoom Phone');
    expect(listedCarrierNamed(CARRIERS_BY_REGION.AU, 'Tel')).toBeUndefined();
    expect(listedCarrierNamed(CARRIERS_BY_REGION.AU, '   ')).toBeUndefined();
  });
});

describe('initials shown where a carrier has no logo', () => {
  it.each([
    ['Telstra', 'TE'],
    ['AT&T', 'AT'],
    ['AT&T Landline', 'AL'],
    ['T-Mobile', 'TM'],
    ['Metro by T-Mobile', 'MB'],
    ['8x8', '8X'],
    ['Quo (formerly OpenPhone)', 'QU'],
    ['Vidéotron', 'VI'],
  ])('%s shows %s', (name, initials) => {
    expect(carrierInitials(name)).toBe(initials);
  });
});
