import { PRODUCT_TIERS, type ProductTier } from '../subscription/types.ts';
import { PLAN_SETTINGS, type PlanSetting, SETTINGS_BY_TIER } from './planSettings.ts';

/**
 * What a tier includes as the products call says it (a proposal, flag planFeatures): each plan-limited
 * setting by its planSettings key, languages as how many Lucy may speak (more than one is the setting).
 */
export interface IncludedSettings {
  transfer: boolean;
  webhook: boolean;
  maxLanguages: number;
}

/** The part of a products entry the derivation reads. */
export interface TierProduct {
  productTier: ProductTier;
  includedSettings?: IncludedSettings | undefined;
}

export type SettingsByTier = Record<ProductTier, readonly PlanSetting[]>;

/** The settings `included` turns on, in PLAN_SETTINGS order. */
export function settingsFrom(included: IncludedSettings): PlanSetting[] {
  const has: Record<PlanSetting, boolean> = {
    transfer: included.transfer,
    webhook: included.webhook,
    languages: included.maxLanguages > 1,
  };
  return PLAN_SETTINGS.filter((setting) => has[setting]);
}

/**
 * The client's own table in the products call's shape: what the dev backend answers, so the reference
 * provider and the fallback can never disagree. Several languages on the table's tiers means all of them.
 */
export function includedSettingsOf(tier: ProductTier, languageCount: number): IncludedSettings {
  const settings = SETTINGS_BY_TIER[tier];
  return {
    transfer: settings.includes('transfer'),
    webhook: settings.includes('webhook'),
    maxLanguages: settings.includes('languages') ? languageCount : 1,
  };
}

/**
 * The one place that says what each tier includes: from the products answer when the flag is on and the
 * answer says so for that tier, else from the client's table. A tier the answer leaves out (the free plan is
 * not sold, so it may have no entry) keeps the table's settings.
 */
export function settingsByTier(
  products: readonly TierProduct[] | undefined,
  answered: boolean,
): SettingsByTier {
  if (!answered || !products) return SETTINGS_BY_TIER;
  const byTier = { ...SETTINGS_BY_TIER };
  for (const tier of PRODUCT_TIERS) {
    // Every billing period of a tier includes the same; the first entry that says decides.
    const said = products.find((product) => product.productTier === tier && product.includedSettings);
    if (said?.includedSettings) byTier[tier] = settingsFrom(said.includedSettings);
  }
  return byTier;
}
