import type { Campaign } from '../../renderer/api/schemas/gateway.ts';
import type { Database } from '../storage/database.ts';
import { nextLucyNumber } from './numbers.ts';
import type { Subscriptions } from './subscriptions.ts';

/** `lucy` for a Lucy campaign; anything else is a contact-automation campaign (SPEC §1). */
export type CampaignKind = 'lucy' | 'contact-automation';

export interface CampaignRow {
  id: string;
  organisation_id: string;
  kind: CampaignKind;
  phone_number: string | null;
  /** When the campaign is (or was) provisioned; null while switched off. */
  live_at: number | null;
  created_at: number;
}

/**
 * Campaigns and their provisioning. After a purchase, an upgrade or a reactivation, a campaign is
 * provisioned for a while (the configured delay) and then turns live: its subscription shows `live` and its
 * Lucy number appears. The loading pages poll until then (SPEC §4).
 */
export class Campaigns {
  readonly #db: Database;
  readonly #subscriptions: Subscriptions;
  readonly #now: () => number;

  constructor(db: Database, subscriptions: Subscriptions, now: () => number) {
    this.#db = db;
    this.#subscriptions = subscriptions;
    this.#now = now;
  }

  forOrganisation(organisationId: string): CampaignRow[] {
    return this.#db.all<CampaignRow>(
      'SELECT * FROM campaigns WHERE organisation_id = ? ORDER BY created_at, id',
      organisationId,
    );
  }

  lucyCampaign(organisationId: string): CampaignRow | undefined {
    return this.#db.get<CampaignRow>(
      "SELECT * FROM campaigns WHERE organisation_id = ? AND kind = 'lucy' ORDER BY created_at LIMIT 1",
      organisationId,
    );
  }

  create(campaign: {
    id?: string;
    organisationId: string;
    country: string;
    kind: CampaignKind;
    liveAt: number | null;
    phoneNumber?: string;
  }): CampaignRow {
    const id = campaign.id ?? `cmp_${crypto.randomUUID()}`;
    const phoneNumber =
      campaign.phoneNumber ?? (campaign.kind === 'lucy' ? nextLucyNumber(this.#db, campaign.country) : null);
    this.#db.run(
      'INSERT INTO campaigns (id, organisation_id, kind, phone_number, live_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      campaign.organisationId,
      campaign.kind,
      phoneNumber,
      campaign.liveAt,
      this.#now(),
    );
    const row = this.#db.get<CampaignRow>('SELECT * FROM campaigns WHERE id = ?', id);
    if (!row) throw new Error(`Campaign ${id} is missing`);
    return row;
  }

  /** Starts provisioning: the campaign turns live after `delayMs`. Null switches it off. */
  setLiveAt(campaignId: string, liveAt: number | null): void {
    this.#db.run('UPDATE campaigns SET live_at = ? WHERE id = ?', liveAt, campaignId);
  }

  isLive(campaign: CampaignRow): boolean {
    return campaign.live_at !== null && campaign.live_at <= this.#now();
  }

  /** GET /v1/ca/campaigns entries: the subscription shows `live` once a running plan is provisioned. */
  view(campaign: CampaignRow): Campaign {
    const subscription = this.#subscriptions.forCampaign(campaign.id);
    const live = this.isLive(campaign);
    const running = subscription?.status === 'active' || subscription?.status === 'trialing';
    return {
      id: campaign.id,
      campaignType: campaign.kind,
      phoneNumber: live ? campaign.phone_number : null,
      subscription: {
        status: running && live ? 'live' : (subscription?.status ?? 'canceled'),
        type: subscription?.type ?? 'free',
      },
    };
  }
}
