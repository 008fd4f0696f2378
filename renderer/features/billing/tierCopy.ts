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
