import { Link } from 'react-router';
import { paths } from '../../../domain/access/paths.ts';
import { type PlanSetting, tierIncluding } from '../../../domain/billing/planSettings.ts';
import { productTierLabel } from '../../../domain/subscription/display.ts';
import type { ProductTier } from '../../../domain/subscription/types.ts';
import { useSettingsByTier } from '../../../session/planIncludes.ts';
import styles from './sections.module.css';

/** What Lucy does about each setting on a plan without it. */
const ON_YOUR_PLAN: Record<PlanSetting, string> = {
  transfer: 'On your plan Lucy won’t put calls through.',
  webhook: 'On your plan Lucy won’t send messages to a webhook.',
  languages: 'On your plan Lucy speaks only the language she greets in.',
};

/**
 * Where the owner sets up something their plan does not include: which plan does, what Lucy does without it,
 * and the way to upgrade. Nothing on a plan that includes it, or before there is a plan (the first setup).
 * What a plan includes is useSettingsByTier's: the products answer where it says, else the client's table.
 */
export function NotInPlan({ setting, tier }: { setting: PlanSetting; tier: ProductTier | undefined }) {
  const byTier = useSettingsByTier();
  if (tier === undefined || byTier[tier].includes(setting)) return null;
  return (
    <p className={styles.planNote}>
      Part of the {productTierLabel(tierIncluding(setting, byTier))} plan. {ON_YOUR_PLAN[setting]}{' '}
      <Link to={paths.settingsBilling}>Upgrade in Manage Plan</Link>
    </p>
  );
}
