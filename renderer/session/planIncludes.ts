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
 * `answer` is the products answer a screen already holds (Manage Plan's, with its promo code). Without one the
 * answer cached for the owner's product tag is read but never requested (the query is disabled): the Lucy
 * settings page does not read prices, and a request there only for this would cost every visit a call. Until
 * the owner has seen the prices the table decides.
 */
export function useSettingsByTier(answer?: readonly TierProduct[]): SettingsByTier {
  const answered = useSession().environments.some((environment) => environment.flags.planFeatures);
  const tag = useSessionSummary().data?.latestSubscription?.tag ?? LUCY_PRODUCT_TAG;
  const cached = useQuery({
    ...productPricesQuery(useDataServices(), tag, undefined),
    enabled: false,
  }).data;
  return settingsByTier(answer ?? cached, answered);
}
