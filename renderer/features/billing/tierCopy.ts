import type { ProductTier } from '../../domain/subscription/types.ts';

/**
 * One line under each tier's name on the plan cards. SPEC §6 leaves what each tier includes unshown, so the
 * lines say who a tier suits rather than promising features.
 */
export const TIER_TAGLINES: Record<ProductTier, string> = {
  free: 'Try Lucy on the calls you miss.',
  professional: 'For a small business that wants every call answered.',
  business: 'For a busy business with more calls to handle.',
};

/**
 * What the free tier includes. The products call prices the paid tiers only, so the free tier's lines are
 * the client's; the paid tiers' come from the price list.
 */
export const FREE_TIER_FEATURES: readonly string[] = [
  'Answers the calls you miss',
  'Takes messages and sends them to you',
];
