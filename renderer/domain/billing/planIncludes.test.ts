import { describe, expect, it } from 'vitest';
import { includedSettingsOf, settingsByTier, settingsFrom, type TierProduct } from './planIncludes.ts';
import { SETTINGS_BY_TIER, settingsBeyond, tierIncluding } from './planSettings.ts';

const professionalTransfers: TierProduct[] = [
  { productTier: 'professional', includedSettings: { transfer: true, webhook: false, maxLanguages: 1 } },
  { productTier: 'business', includedSettings: { transfer: true, webhook: true, maxLanguages: 12 } },
];

describe('what each tier includes (a proposal, flag planFeatures)', () => {
  it('follows the products answer when the flag is on and the answer says', () => {
    const byTier = settingsByTier(professionalTransfers, true);
    expect(byTier.professional).toEqual(['transfer']);
    expect(byTier.business).toEqual(['transfer', 'webhook', 'languages']);
    // The free plan is not sold, so the answer has no entry for it: the table keeps deciding.
    expect(byTier.free).toEqual(SETTINGS_BY_TIER.free);
    expect(settingsBeyond('professional', ['transfer', 'webhook'], byTier)).toEqual(['webhook']);
    expect(tierIncluding('transfer', byTier)).toBe('professional');
  });

  it('keeps the table for a tier whose entries do not say, or without an answer', () => {
    const partly: TierProduct[] = [
      { productTier: 'professional' },
      { productTier: 'business', includedSettings: { transfer: true, webhook: false, maxLanguages: 1 } },
    ];
    const byTier = settingsByTier(partly, true);
    expect(byTier.professional).toEqual(SETTINGS_BY_TIER.professional);
    expect(byTier.business).toEqual(['transfer']);
    expect(settingsByTier(undefined, true)).toEqual(SETTINGS_BY_TIER);
    expect(settingsByTier([{ productTier: 'business' }], true)).toEqual(SETTINGS_BY_TIER);
  });

  it('keeps the table with the flag off, whatever the answer says', () => {
    expect(settingsByTier(professionalTransfers, false)).toEqual(SETTINGS_BY_TIER);
  });

  it('reads languages as a count, more than one being the setting', () => {
    expect(settingsFrom({ transfer: false, webhook: true, maxLanguages: 1 })).toEqual(['webhook']);
    expect(settingsFrom({ transfer: false, webhook: false, maxLanguages: 2 })).toEqual(['languages']);
  });

  it('the table in the answer’s shape reads back as the table', () => {
    for (const tier of ['free', 'professional', 'business'] as const) {
      expect(settingsFrom(includedSettingsOf(tier, 5))).toEqual(SETTINGS_BY_TIER[tier]);
    }
  });
});
