import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useDataServices } from '../../../data/apiContext.tsx';
import { campaignsQuery } from '../../../data/queries.ts';
import { formatDate } from '../../../domain/format/index.ts';
import { lucyCampaignOf } from '../../../domain/lucyCampaign.ts';
import {
  periodEndNote,
  productTierLabel,
  subscriptionStatusLabel,
} from '../../../domain/subscription/display.ts';
import type { SubscriptionStatus } from '../../../domain/subscription/types.ts';
import { useOwnerLocale } from '../../../session/ownerCountry.ts';
import { shownLucyNumber } from './lucyNumber.ts';
import styles from './SettingsSidebar.module.css';

const STATUS_TONES: Partial<Record<SubscriptionStatus, string>> = {
  active: 'good',
  trialing: 'good',
  past_due: 'bad',
  canceled: 'off',
};

const loading = <span className={styles.muted}>Loading…</span>;

function LucyNumber({ status }: { status: SubscriptionStatus | undefined }) {
  // SPEC §3 "Campaign": the Lucy campaign carries the Lucy number; none when the fetch fails (SPEC §7).
  const campaign = useQuery({
    ...campaignsQuery(useDataServices()),
    select: (campaigns) => lucyCampaignOf(campaigns) ?? null,
  });
  if (campaign.isPending) return loading;
  const shown = shownLucyNumber(status, campaign.data?.phoneNumber);
  return shown.dial ? <a href={`tel:${shown.dial}`}>{shown.text}</a> : shown.text;
}

/** SPEC §2 sidebar footer: the Lucy status, the tier and the Lucy number, worded as SPEC §4 displays them. */
export function PlanSummary({
  status,
  productTier,
  periodEnd,
  ending = false,
}: {
  status: SubscriptionStatus | undefined;
  productTier: string | undefined;
  /** The end of the plan's period: when a trial ends, or a plan set to cancel stops. */
  periodEnd?: string | null | undefined;
  /** The plan is set to cancel at the end of its period. */
  ending?: boolean;
}) {
  const date = formatDate(periodEnd, useOwnerLocale());
  const until = date ? periodEndNote(status, ending, date) : undefined;
  return (
    <section className={styles.summary} aria-label="Your Lucy">
      <dl className={styles.facts}>
        <div>
          <dt>Lucy status</dt>
          <dd>
            <span className={styles.status} data-tone={(status && STATUS_TONES[status]) ?? 'off'}>
              {subscriptionStatusLabel(status)}
            </span>
            {until ? <span className={styles.until}>{until}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{productTierLabel(productTier)}</dd>
        </div>
        <div>
          <dt>Lucy number</dt>
          <dd>
            <Suspense fallback={loading}>
              <LucyNumber status={status} />
            </Suspense>
          </dd>
        </div>
      </dl>
    </section>
  );
}
