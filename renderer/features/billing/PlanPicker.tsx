import { useId } from 'react';
import { perPeriod } from '../../domain/billing/format.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  bestYearlySavingPercent,
  type PaidTier,
  type PlanOffer,
  type Price,
  planOffers,
} from '../../domain/billing/plans.ts';
import { formatMoney } from '../../domain/format/index.ts';
import { productTierLabel } from '../../domain/subscription/display.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './PlanPicker.module.css';
import { PricesLoaded } from './PricesLoaded.tsx';
import { FREE_TIER_FEATURES, TIER_TAGLINES } from './tierCopy.ts';
import type { PlanPrices } from './usePlanPrices.ts';

/** What a plan card's button does, as the screen decides it. */
export interface PlanCardAction {
  label: string;
  /** The owner's plan: marked, and its button does nothing. */
  current?: boolean;
}

/** The free tier's card: its button (none when the plans are only compared), or that it is the owner's plan. */
export type FreeTierCard = { label: string; onChoose(): void } | { current: boolean };

export interface PlanPickerProps {
  plans: PlanPrices;
  period: BillingPeriod;
  onPeriodChange(period: BillingPeriod): void;
  /** The level of each plan's name, under the screen's own headings. */
  headingLevel: 2 | 3;
  /** What each paid card's button does; "Choose {tier}" unless the screen says otherwise. */
  actionFor?(offer: PlanOffer): PlanCardAction;
  /** Without it the cards have no buttons: the plans are compared, not chosen (Help). */
  onChoose?(offer: PlanOffer): void;
  /** The card whose choice is under way; every button waits meanwhile. */
  pending?: PaidTier | 'free' | undefined;
  /** Onboarding offers the free tier beside the paid ones. */
  free?: FreeTierCard;
  locale?: string;
}

const PERIOD_NAMES: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Annual' };

function choosePlan(offer: PlanOffer): PlanCardAction {
  return { label: `Choose ${productTierLabel(offer.tier)}` };
}

/**
 * SPEC §3 product tiers: the billing period (monthly or annual) and a card per tier with its price, any promo
 * discount, and the screen's action, once the prices are in. Shared by onboarding, Manage Plan and /reactivate.
 */
export function PlanPicker({ plans, ...props }: PlanPickerProps) {
  return <PricesLoaded plans={plans}>{(prices) => <PlanCards prices={prices} {...props} />}</PricesLoaded>;
}

function PlanCards({
  prices,
  actionFor = choosePlan,
  ...props
}: Omit<PlanPickerProps, 'plans'> & { prices: readonly Price[] }) {
  const { period, locale } = props;
  const offers = planOffers(prices, period);
  const currency = offers[0]?.currency ?? prices[0]?.currency;
  return (
    <div className={styles.picker}>
      <PeriodChoice
        period={period}
        onChange={props.onPeriodChange}
        savingPercent={bestYearlySavingPercent(prices)}
      />
      <ul className={styles.cards}>
        {props.free && currency ? (
          <FreeCard
            card={props.free}
            currency={currency}
            headingLevel={props.headingLevel}
            pending={props.pending}
            locale={locale}
          />
        ) : null}
        {offers.map((offer) => (
          <PlanCard
            key={offer.tier}
            offer={offer}
            action={actionFor(offer)}
            onChoose={props.onChoose ? () => props.onChoose?.(offer) : undefined}
            headingLevel={props.headingLevel}
            pending={props.pending}
            locale={locale}
          />
        ))}
      </ul>
    </div>
  );
}

function PeriodChoice({
  period,
  onChange,
  savingPercent,
}: {
  period: BillingPeriod;
  onChange(period: BillingPeriod): void;
  savingPercent: number;
}) {
  const name = useId();
  return (
    <fieldset className={styles.periods}>
      <legend className="visually-hidden">Billing period</legend>
      {BILLING_PERIODS.map((option) => (
        <label key={option} className={styles.period}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={period === option}
            onChange={() => onChange(option)}
          />
          <span>
            {PERIOD_NAMES[option]}
            {option === 'yearly' && savingPercent > 0 ? (
              <span className={styles.saving}> save {savingPercent}%</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function TierName({ level, children }: { level: 2 | 3; children: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={styles.tier}>{children}</Heading>;
}

function PlanCard({
  offer,
  action,
  onChoose,
  headingLevel,
  pending,
  locale,
}: {
  offer: PlanOffer;
  action: PlanCardAction;
  onChoose: (() => void) | undefined;
  headingLevel: 2 | 3;
  pending: PlanPickerProps['pending'];
  locale: string | undefined;
}) {
  const money = (amount: number) => formatMoney(amount, offer.currency, locale);
  return (
    <li className={styles.card} data-current={action.current || undefined}>
      <div className={styles.cardHead}>
        <TierName level={headingLevel}>{productTierLabel(offer.tier)}</TierName>
        {action.current ? <p className={styles.badge}>Your plan</p> : null}
      </div>
      <p className={styles.tagline}>{TIER_TAGLINES[offer.tier]}</p>
      <p className={styles.price}>
        {offer.discounted ? (
          <del className={styles.listPrice}>
            <span className="visually-hidden">Was </span>
            {money(offer.amount)}
          </del>
        ) : null}
        <span className={styles.amount}>
          {offer.discounted ? <span className="visually-hidden">now </span> : null}
          {money(offer.amountDue)}
        </span>{' '}
        <span className={styles.per}>{perPeriod(offer.period)}</span>
      </p>
      <Features items={offer.features} />
      <p className={styles.note}>
        {offer.monthlyEquivalent !== undefined
          ? `${money(offer.monthlyEquivalent)} a month, billed annually.`
          : 'Cancel any time.'}
        {offer.yearlySaving ? ` Save ${money(offer.yearlySaving)} a year.` : ''}
      </p>
      {onChoose ? (
        <Button
          block
          variant={action.current ? 'secondary' : 'primary'}
          disabled={action.current || (pending !== undefined && pending !== offer.tier)}
          loading={pending === offer.tier}
          onClick={onChoose}
        >
          {action.label}
        </Button>
      ) : null}
    </li>
  );
}

/** What a tier includes (from the products call; the free tier's from FREE_TIER_FEATURES). */
function Features({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.features}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function FreeCard({
  card,
  currency,
  headingLevel,
  pending,
  locale,
}: {
  card: FreeTierCard;
  currency: string;
  headingLevel: 2 | 3;
  pending: PlanPickerProps['pending'];
  locale: string | undefined;
}) {
  return (
    <li className={styles.card} data-current={('current' in card && card.current) || undefined}>
      <div className={styles.cardHead}>
        <TierName level={headingLevel}>{productTierLabel('free')}</TierName>
        {'current' in card && card.current ? <p className={styles.badge}>Your plan</p> : null}
      </div>
      <p className={styles.tagline}>{TIER_TAGLINES.free}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatMoney(0, currency, locale)}</span>{' '}
        <span className={styles.per}>per month</span>
      </p>
      <Features items={FREE_TIER_FEATURES} />
      <p className={styles.note}>No payment details needed.</p>
      {'current' in card ? null : (
        <Button
          block
          variant="secondary"
          disabled={pending !== undefined && pending !== 'free'}
          loading={pending === 'free'}
          onClick={card.onChoose}
        >
          {card.label}
        </Button>
      )}
    </li>
  );
}
