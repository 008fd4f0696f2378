import { useQuery } from '@tanstack/react-query';
import { useDataServices } from '../data/apiContext.tsx';
import { productPricesQuery } from '../data/queries.ts';
import { type SettingsByTier, settingsByTier, type TierProduct } from '../domain/billing/planIncludes.ts';
import { LUCY_PRODUCT_TAG } from '../domain/billing/plans.ts';
import { useSession } from './context.tsx';
import { useSessionSummary } from './useSessionSummary.ts';

/**
 * What each tier includes, for every screen that says so (the not-in-plan notices, the editor's save message,
 * Manage Plan's downgrade warning): renderer/domain/billing/planIncludes decides, from the products answer
 * with the flag planFeatures on, else from the client's table.
 *
 * `held` is the products answer a screen reads itself (Manage Plan's, with its promo code; its `prices` are
 * undefined while they load, and the table decides until then). Without it, and only with the flag on and a
 * plan to compare with, the products are read for the owner's product tag: one call, shared by every notice
 * on the page, that the owner's plan truth is worth. With the flag off, or before there is a plan (nothing is
 * "not in your plan" then), nothing is read. Until the answer arrives, or if it fails, the table decides: it
 * is what the gateway is expected to say.
 */
export function useSettingsByTier(held?: { prices: readonly TierProduct[] | undefined }): SettingsByTier {
  const answered = useSession().environments.some((environment) => environment.flags.planFeatures);
  const subscription = useSessionSummary().data?.latestSubscription;
  const read = useQuery({
    ...productPricesQuery(useDataServices(), subscription?.tag ?? LUCY_PRODUCT_TAG, undefined),
    enabled: answered && held === undefined && subscription !== undefined,
  }).data;
  return settingsByTier(held ? held.prices : read, answered);
}
