import type { BillingPeriod, ProductTier } from '../../renderer/api/schemas/common.ts';
import { conflict } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import type { CampaignRow, Campaigns } from './campaigns.ts';
import { type Catalogue, LUCY_TAG, requirePaidTier } from './catalogue.ts';
import { FreePlan } from './freePlan.ts';
import {
  periodLengthMs,
  type SubscriptionDiscountView,
  type SubscriptionRow,
  type Subscriptions,
} from './subscriptions.ts';

const RUNNING = new Set(['active', 'trialing', 'past_due']);

/**
 * The payment side of an organisation: plans bought, changed and cancelled, and the Lucy campaign each
 * plan runs. Time-driven changes (a period ending) are applied when the organisation is next read.
 */
export class Billing {
  readonly #db: Database;
  readonly #now: () => number;
  readonly #liveDelayMs: number;
  readonly catalogue: Catalogue;
  readonly subscriptions: Subscriptions;
  readonly campaigns: Campaigns;
  /** The free plan: started, cancelled and reactivated apart from paid plans (SPEC §9). */
  readonly freePlan: FreePlan;

  /**
   * The discount a plan was bought with (a proposal: subscriptionDiscount): its code, the percentage off and
   * when it ends (null: for as long as the plan runs); null without one.
   */
  discountOf(row: SubscriptionRow): SubscriptionDiscountView | null {
    const promo = this.catalogue.knownPromoCode(row.promo_code);
    if (!promo || row.type !== 'paid') return null;
    let endsAt: string | null = null;
    if (promo.durationMonths !== undefined) {
      const ends = new Date(row.created_at);
      ends.setUTCMonth(ends.getUTCMonth() + promo.durationMonths);
      endsAt = ends.toISOString();
    }
    return { promoCode: promo.code, percentOff: promo.percentOff, endsAt };
  }

  constructor(deps: {
    db: Database;
    now: () => number;
    liveDelayMs: number;
    catalogue: Catalogue;
    subscriptions: Subscriptions;
    campaigns: Campaigns;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#liveDelayMs = deps.liveDelayMs;
    this.catalogue = deps.catalogue;
    this.subscriptions = deps.subscriptions;
    this.campaigns = deps.campaigns;
    this.freePlan = new FreePlan({
      ...deps,
      settle: (organisationId) => this.settle(organisationId),
      hasRunningPaidPlan: (organisationId) => this.hasRunningPaidPlan(organisationId),
      provision: (campaignId) => this.#provision(campaignId),
    });
  }

  /**
   * Ends periods that have run out: a plan set to cancel is canceled (and its campaign switched off),
   * any other running plan renews for another period.
   */
  settle(organisationId: string): void {
    const now = this.#now();
    for (const row of this.subscriptions.forOrganisation(organisationId)) {
      if (row.type !== 'paid' || !RUNNING.has(row.status) || !row.billing_period) continue;
      let periodEnd = row.current_period_end;
      if (periodEnd === null || periodEnd > now) continue;
      if (row.cancel_at_period_end) {
        this.#db.transaction(() => {
          this.subscriptions.update(row.id, {
            status: 'canceled',
            canceled_at: periodEnd,
            cancel_at_period_end: 0,
          });
          if (row.campaign_id) this.campaigns.setLiveAt(row.campaign_id, null);
        });
        continue;
      }
      while (periodEnd <= now) periodEnd += periodLengthMs(row.billing_period);
      this.subscriptions.update(row.id, { current_period_end: periodEnd });
    }
  }

  list(organisationId: string): SubscriptionRow[] {
    this.settle(organisationId);
    return this.subscriptions.forOrganisation(organisationId);
  }

  campaignsOf(organisationId: string): CampaignRow[] {
    this.settle(organisationId);
    return this.campaigns.forOrganisation(organisationId);
  }

  /** The paid plan that can still be changed: latest, and not canceled. */
  #runningPaid(organisationId: string): SubscriptionRow {
    this.settle(organisationId);
    const latest = this.subscriptions.latestPaid(organisationId);
    if (!latest || !RUNNING.has(latest.status)) {
      throw conflict(
        'There is no paid plan to change: choose a plan at checkout first.',
        'no-paid-subscription',
      );
    }
    return latest;
  }

  hasRunningPaidPlan(organisationId: string): boolean {
    this.settle(organisationId);
    const latest = this.subscriptions.latestPaid(organisationId);
    return latest !== undefined && RUNNING.has(latest.status);
  }

  /** Test controls: the organisation's campaigns still being provisioned turn live now. */
  finishProvisioning(organisationId: string): number {
    const now = this.#now();
    const provisioning = this.campaigns
      .forOrganisation(organisationId)
      .filter((campaign) => campaign.live_at !== null && campaign.live_at > now);
    for (const campaign of provisioning) this.campaigns.setLiveAt(campaign.id, now);
    return provisioning.length;
  }

  #provision(campaignId: string | null): void {
    if (campaignId) this.campaigns.setLiveAt(campaignId, this.#now() + this.#liveDelayMs);
  }

  /**
   * A completed checkout: the organisation's Lucy campaign (created if needed) moves onto the new paid plan,
   * a free plan it had ends, and provisioning starts.
   */
  startPaidPlan(
    organisation: { id: string; country: string },
    plan: {
      productTier: ProductTier;
      billingPeriod: BillingPeriod;
      promoCode: string | null;
    },
  ): SubscriptionRow {
    const tier = requirePaidTier(plan.productTier);
    return this.#db.transaction(() => {
      if (this.hasRunningPaidPlan(organisation.id)) {
        throw conflict('This organisation already has a paid plan: change it instead.', 'already-subscribed');
      }
      const campaign =
        this.campaigns.lucyCampaign(organisation.id) ??
        this.campaigns.create({
          organisationId: organisation.id,
          country: organisation.country,
          kind: 'lucy',
          liveAt: null,
        });
      const free = this.subscriptions.free(organisation.id);
      if (free?.status === 'active')
        this.subscriptions.update(free.id, { status: 'cancelled', canceled_at: this.#now() });
      const subscription = this.subscriptions.create({
        organisationId: organisation.id,
        campaignId: campaign.id,
        type: 'paid',
        status: 'active',
        productTier: tier,
        tag: LUCY_TAG,
        billingPeriod: plan.billingPeriod,
        promoCode: plan.promoCode,
        createdAt: this.#now(),
      });
      this.#provision(campaign.id);
      return subscription;
    });
  }

  upgrade(
    organisationId: string,
    plan: { productTier: ProductTier; billingPeriod: BillingPeriod; promoCode?: string | undefined },
  ): SubscriptionRow {
    const tier = requirePaidTier(plan.productTier);
    const promo = this.catalogue.promoCode(plan.promoCode);
    const current = this.#runningPaid(organisationId);
    if (current.product_tier === tier && current.billing_period === plan.billingPeriod) {
      throw conflict(`The plan is already ${tier}, billed ${plan.billingPeriod}.`, 'same-plan');
    }
    return this.#db.transaction(() => {
      const updated = this.subscriptions.update(current.id, {
        product_tier: tier,
        billing_period: plan.billingPeriod,
        promo_code: promo?.code ?? current.promo_code,
        cancel_at_period_end: 0,
      });
      this.#provision(updated.campaign_id);
      return updated;
    });
  }

  /** Cancels at the end of the period; the plan stays usable until then and can be kept (revert). */
  cancel(organisationId: string): SubscriptionRow {
    const current = this.#runningPaid(organisationId);
    return this.subscriptions.update(current.id, { cancel_at_period_end: 1 });
  }

  revertCancellation(organisationId: string): SubscriptionRow {
    const current = this.#runningPaid(organisationId);
    if (!current.cancel_at_period_end) throw conflict('The plan is not set to cancel.', 'not-cancelling');
    return this.subscriptions.update(current.id, { cancel_at_period_end: 0 });
  }

  /** The customer portal's "update payment method": a failed payment is settled and the plan runs again. */
  settlePayment(organisationId: string): void {
    const current = this.#runningPaid(organisationId);
    if (current.status === 'past_due') this.subscriptions.update(current.id, { status: 'active' });
  }
}
