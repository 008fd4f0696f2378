import type { BillingPeriod, ProductTier } from '../../renderer/api/schemas/common.ts';
import type { Subscription, SubscriptionStatus } from '../../renderer/api/schemas/gateway.ts';
import type { Database } from '../storage/database.ts';

/** `free` for the free plan, `paid` for a plan bought at checkout, `contact-automation` for that product. */
export type SubscriptionType = 'free' | 'paid' | 'contact-automation';

/**
 * Stored statuses: a paid plan is active, trialing, past_due or canceled (the payment provider's words); the
 * free plan is active or cancelled (SPEC §3: "the stored values seen are active or cancelled for free").
 */
export type StoredStatus = Exclude<SubscriptionStatus, 'live'>;

export interface SubscriptionRow {
  id: string;
  organisation_id: string;
  campaign_id: string | null;
  type: SubscriptionType;
  status: StoredStatus;
  product_tier: ProductTier;
  tag: string;
  billing_period: BillingPeriod | null;
  promo_code: string | null;
  cancel_at_period_end: number;
  current_period_end: number | null;
  created_at: number;
  canceled_at: number | null;
}

/**
 * GET /subscriptions entries, always with `cancelAtPeriodEnd` and `currentPeriodEnd`: a plan set to cancel is
 * still active until the period ends.
 */
export type SubscriptionView = Subscription & { cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null };

export interface SubscriptionDiscountView {
  promoCode: string;
  percentOff: number;
  endsAt: string | null;
}

/**
 * `reactivationAvailableAt`: for a cancelled free plan within its 30-day wait (SPEC §9), when the wait ends.
 * `discount` (Billing.discountOf), when given, is answered on every entry, null for a plan without one.
 */
export function subscriptionView(
  row: SubscriptionRow,
  reactivationAvailableAt?: number,
  discount?: SubscriptionDiscountView | null,
): SubscriptionView {
  return {
    id: row.id,
    status: row.status,
    productTier: row.product_tier,
    type: row.type,
    tag: row.tag,
    billingPeriod: row.billing_period,
    subscriptionCreatedAt: new Date(row.created_at).toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end).toISOString(),
    ...(row.type === 'free' && reactivationAvailableAt !== undefined
      ? { reactivationAvailableAt: new Date(reactivationAvailableAt).toISOString() }
      : {}),
    ...(discount !== undefined ? { discount } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const periodLengthMs = (period: BillingPeriod) => (period === 'monthly' ? 30 : 365) * DAY_MS;

export interface NewSubscription {
  id?: string;
  organisationId: string;
  campaignId: string | null;
  type: SubscriptionType;
  status: StoredStatus;
  productTier: ProductTier;
  tag: string;
  billingPeriod: BillingPeriod | null;
  promoCode?: string | null;
  cancelAtPeriodEnd?: boolean;
  createdAt: number;
  canceledAt?: number | null;
}

export class Subscriptions {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  forOrganisation(organisationId: string): SubscriptionRow[] {
    return this.#db.all<SubscriptionRow>(
      'SELECT * FROM subscriptions WHERE organisation_id = ? ORDER BY created_at, id',
      organisationId,
    );
  }

  get(id: string): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?', id);
  }

  /** SPEC §4: of the paid subscriptions, the latest by creation date. */
  latestPaid(organisationId: string): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>(
      "SELECT * FROM subscriptions WHERE organisation_id = ? AND type = 'paid' ORDER BY created_at DESC, id DESC LIMIT 1",
      organisationId,
    );
  }

  free(organisationId: string): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>(
      "SELECT * FROM subscriptions WHERE organisation_id = ? AND type = 'free' ORDER BY created_at DESC, id DESC LIMIT 1",
      organisationId,
    );
  }

  /** The subscription a campaign runs on: its latest. */
  forCampaign(campaignId: string): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>(
      'SELECT * FROM subscriptions WHERE campaign_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
      campaignId,
    );
  }

  create(subscription: NewSubscription): SubscriptionRow {
    const id = subscription.id ?? `sub_${crypto.randomUUID()}`;
    const periodEnd = subscription.billingPeriod
      ? subscription.createdAt + periodLengthMs(subscription.billingPeriod)
      : null;
    this.#db.run(
      `INSERT INTO subscriptions (id, organisation_id, campaign_id, type, status, product_tier, tag, billing_period,
         promo_code, cancel_at_period_end, current_period_end, created_at, canceled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      subscription.organisationId,
      subscription.campaignId,
      subscription.type,
      subscription.status,
      subscription.productTier,
      subscription.tag,
      subscription.billingPeriod,
      subscription.promoCode ?? null,
      subscription.cancelAtPeriodEnd ? 1 : 0,
      periodEnd,
      subscription.createdAt,
      subscription.canceledAt ?? null,
    );
    return this.#require(id);
  }

  update(
    id: string,
    change: Partial<
      Pick<
        SubscriptionRow,
        | 'status'
        | 'product_tier'
        | 'billing_period'
        | 'promo_code'
        | 'cancel_at_period_end'
        | 'current_period_end'
        | 'canceled_at'
      >
    >,
  ): SubscriptionRow {
    const columns = Object.keys(change);
    if (columns.length) {
      this.#db.run(
        `UPDATE subscriptions SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
        ...Object.values(change),
        id,
      );
    }
    return this.#require(id);
  }

  #require(id: string): SubscriptionRow {
    const row = this.get(id);
    if (!row) throw new Error(`Subscription ${id} is missing`);
    return row;
  }
}
