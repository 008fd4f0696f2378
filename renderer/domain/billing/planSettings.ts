import { PRODUCT_TIERS, type ProductTier } from '../subscription/types.ts';

/** The settings only some plans include: Lucy ignores them on a plan without them. */
export const PLAN_SETTINGS = ['transfer', 'webhook', 'languages'] as const;
export type PlanSetting = (typeof PLAN_SETTINGS)[number];

/**
 * What each tier includes, as the plan cards list it: call transfers, messages to a webhook and more than one
 * language are Business features. The client's own table, for as long as the products call does not say.
 */
export const SETTINGS_BY_TIER: Record<ProductTier, readonly PlanSetting[]> = {
  free: [],
  professional: [],
  business: PLAN_SETTINGS,
};

/** The lowest tier that includes `setting`, for "part of the Business plan". */
export function tierIncluding(
  setting: PlanSetting,
  byTier: Record<ProductTier, readonly PlanSetting[]> = SETTINGS_BY_TIER,
): ProductTier {
  return PRODUCT_TIERS.find((tier) => byTier[tier].includes(setting)) ?? 'business';
}

/** How the owner knows each setting, in a list ("Call transfers, messages to a webhook"). */
export const PLAN_SETTING_NAMES: Record<PlanSetting, string> = {
  transfer: 'call transfers',
  webhook: 'messages to a webhook',
  languages: 'more than one language',
};

/** The parts of a Lucy config these settings are read from. */
export interface PlanSettingsSource {
  skills: { transfer: { enabled: boolean } };
  messageTaking: { webhookUrl: string };
  languages: readonly string[];
}

/** The plan-limited settings `config` has turned on. */
export function settingsInUse(config: PlanSettingsSource): PlanSetting[] {
  const inUse: Record<PlanSetting, boolean> = {
    transfer: config.skills.transfer.enabled,
    webhook: config.messageTaking.webhookUrl.trim() !== '',
    languages: config.languages.length > 1,
  };
  return PLAN_SETTINGS.filter((setting) => inUse[setting]);
}

/** Of `settings`, those `tier` does not include. */
export function settingsBeyond(
  tier: ProductTier,
  settings: readonly PlanSetting[],
  byTier: Record<ProductTier, readonly PlanSetting[]> = SETTINGS_BY_TIER,
): PlanSetting[] {
  return settings.filter((setting) => !byTier[tier].includes(setting));
}

/** "call transfers and messages to a webhook": the settings named in a sentence. */
export function namePlanSettings(settings: readonly PlanSetting[]): string {
  const names = settings.map((setting) => PLAN_SETTING_NAMES[setting]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
