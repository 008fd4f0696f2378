import { ApiError, conflict } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import type { CampaignRow, Campaigns } from './campaigns.ts';
import { LUCY_TAG } from './catalogue.ts';
import type { SubscriptionRow, Subscriptions } from './subscriptions.ts';

/** SPEC §9: the free plan can be reactivated once every 30 days. */
export const REACTIVATION_INTERVAL_MS = 30 * 24 * 60 * 60 * 1000;

export interface FreePlanDeps {
  db: Database;
  now: () => number;
  liveDelayMs: number;
  subscriptions: Subscriptions;
  campaigns: Campaigns;
  settle(organisationId: string): void;
  hasRunningPaidPlan(organisationId: string): boolean;
  provision(campaignId: string | null): void;
}

/**
 * An organisation's free plan: started instead of a paid one, cancelled and reactivated by the owner, with the
 * history of those changes that the 30 days between reactivations are counted from. Billing gives it what it
 * shares with paid plans: settling periods first, whether a paid plan runs, and provisioning the campaign.
 */
export class FreePlan {
  readonly #deps: FreePlanDeps;

  constructor(deps: FreePlanDeps) {
    this.#deps = deps;
  }

  /** POST /organisations/{id}/create-free-lucy-campaign. */
  start(organisation: { id: string; country: string }): CampaignRow {
    return this.#deps.db.transaction(() => {
      this.#deps.settle(organisation.id);
      const existing = this.#deps.campaigns.lucyCampaign(organisation.id);
      const subscription = existing ? this.#deps.subscriptions.forCampaign(existing.id) : undefined;
      if (subscription && subscription.status !== 'canceled' && subscription.status !== 'cancelled') {
        throw conflict('This organisation already has a Lucy campaign.', 'campaign-exists');
      }
      if (subscription?.type === 'free') {
        throw conflict('The free plan was cancelled: reactivate it instead.', 'free-plan-cancelled');
      }
      const campaign =
        existing ??
        this.#deps.campaigns.create({
          organisationId: organisation.id,
          country: organisation.country,
          kind: 'lucy',
          liveAt: null,
        });
      this.#deps.subscriptions.create({
        organisationId: organisation.id,
        campaignId: campaign.id,
        type: 'free',
        status: 'active',
        productTier: 'free',
        tag: LUCY_TAG,
        billingPeriod: null,
        createdAt: this.#deps.now(),
      });
      this.#deps.provision(campaign.id);
      return { ...campaign, live_at: this.#deps.now() + this.#deps.liveDelayMs };
    });
  }

  /** POST /lucy/cancel: ends the free plan (SPEC §2 /cancelled); Lucy stops answering. */
  cancel(organisationId: string): void {
    const free = this.#deps.subscriptions.free(organisationId);
    if (free?.status !== 'active') {
      throw conflict(
        this.#deps.hasRunningPaidPlan(organisationId)
          ? 'A paid plan is cancelled from Manage Plan.'
          : 'There is no active free plan to cancel.',
        'no-free-plan',
      );
    }
    this.#deps.db.transaction(() => {
      this.#deps.subscriptions.update(free.id, { status: 'cancelled', canceled_at: this.#deps.now() });
      if (free.campaign_id) this.#deps.campaigns.setLiveAt(free.campaign_id, null);
      this.#recordEvent(organisationId, 'cancel');
    });
  }

  /** POST /lucy/reactivate: the cancelled free plan runs again, at most once every 30 days (SPEC §9). */
  reactivate(organisationId: string): SubscriptionRow {
    const free = this.#deps.subscriptions.free(organisationId);
    if (free?.status !== 'cancelled')
      throw conflict('There is no cancelled free plan to reactivate.', 'no-cancelled-plan');
    if (this.#deps.hasRunningPaidPlan(organisationId))
      throw conflict('A paid plan is running already.', 'already-subscribed');
    const availableAt = this.reactivationAvailableAt(organisationId);
    if (availableAt !== undefined) {
      const next = new Date(availableAt).toISOString().slice(0, 10);
      throw new ApiError(
        409,
        'reactivation-too-soon',
        `Lucy can be reactivated only once every 30 days. You can reactivate again on ${next}.`,
      );
    }
    return this.#deps.db.transaction(() => {
      const updated = this.#deps.subscriptions.update(free.id, { status: 'active', canceled_at: null });
      this.#deps.provision(free.campaign_id);
      this.#recordEvent(organisationId, 'reactivate');
      return updated;
    });
  }

  /**
   * When a cancelled free plan may be reactivated again, while it waits out the 30 days since its last
   * reactivation (SPEC §9); undefined when it may be reactivated now, or there is no cancelled free plan.
   */
  reactivationAvailableAt(organisationId: string): number | undefined {
    if (this.#deps.subscriptions.free(organisationId)?.status !== 'cancelled') return undefined;
    const last = this.#deps.db.get<{ at: number | null }>(
      "SELECT max(at) AS at FROM lucy_events WHERE organisation_id = ? AND action = 'reactivate'",
      organisationId,
    )?.at;
    if (last === undefined || last === null) return undefined;
    const availableAt = last + REACTIVATION_INTERVAL_MS;
    return availableAt > this.#deps.now() ? availableAt : undefined;
  }

  #recordEvent(organisationId: string, action: 'cancel' | 'reactivate', at = this.#deps.now()): void {
    this.#deps.db.run(
      'INSERT INTO lucy_events (organisation_id, action, at) VALUES (?, ?, ?)',
      organisationId,
      action,
      at,
    );
  }

  /** Seeds and provider states record history in the past. */
  recordEventAt(organisationId: string, action: 'cancel' | 'reactivate', at: number): void {
    this.#recordEvent(organisationId, action, at);
  }
}
