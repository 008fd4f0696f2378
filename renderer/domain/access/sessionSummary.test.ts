import { describe, expect, it } from 'vitest';
import type { Subscription } from '../subscription/types.ts';
import { SIGNED_OUT_SESSION } from './accessState.ts';
import { type SessionSources, sessionSummary } from './sessionSummary.ts';

const none: SessionSources = {
  hasOrganisation: true,
  campaigns: [],
  subscriptions: [],
  hasLucyConfig: false,
  deviceCarrierPreferences: 'unselected',
};

const paid = (subscriptionCreatedAt: string, status: Subscription['status'] = 'active'): Subscription => ({
  status,
  productTier: 'business',
  type: 'paid',
  subscriptionCreatedAt,
});

const lucyFree = (status: string) => ({ campaignType: 'lucy', subscription: { status, type: 'free' } });

describe('SPEC §3 session summary', () => {
  it('a logged-in user with nothing yet', () => {
    expect(sessionSummary(none)).toEqual({ ...SIGNED_OUT_SESSION, isLoggedIn: true, hasOrganisation: true });
  });

  it('passes the organisation, config and carrier preference through', () => {
    expect(
      sessionSummary({
        ...none,
        hasOrganisation: false,
        hasLucyConfig: true,
        deviceCarrierPreferences: 'supported',
      }),
    ).toMatchObject({ hasOrganisation: false, hasLucyConfig: true, deviceCarrierPreferences: 'supported' });
  });

  it.each([
    [[{ campaignType: 'lucy' }], { hasCampaign: true, hasLucyCampaign: true, hasNonLucyCampaign: false }],
    [[{ campaignType: 'outbound' }], { hasCampaign: true, hasLucyCampaign: false, hasNonLucyCampaign: true }],
    [
      [{ campaignType: 'lucy' }, { campaignType: 'sms' }],
      { hasCampaign: true, hasLucyCampaign: true, hasNonLucyCampaign: true },
    ],
  ])('campaigns %j', (campaigns, flags) => {
    expect(sessionSummary({ ...none, campaigns })).toMatchObject(flags);
  });

  it('SPEC §4: the latest paid subscription by creation date', () => {
    const latest = paid('2025-06-01T00:00:00Z', 'past_due');
    const summary = sessionSummary({
      ...none,
      subscriptions: [paid('2024-01-01T00:00:00Z', 'canceled'), latest, paid('2025-01-01T00:00:00Z')],
      campaigns: [lucyFree('active')],
    });
    expect(summary.latestSubscription).toBe(latest);
    expect(summary.hasSubscription).toBe(true);
  });

  it('SPEC §4: a free subscription with cancelled status maps to the canceled free tier', () => {
    expect(sessionSummary({ ...none, campaigns: [lucyFree('cancelled')] }).latestSubscription).toEqual({
      status: 'canceled',
      productTier: 'free',
      type: 'free',
    });
  });

  it('SPEC §4: otherwise the active free tier', () => {
    const summary = sessionSummary({ ...none, campaigns: [lucyFree('active')] });
    expect(summary.latestSubscription).toEqual({ status: 'active', productTier: 'free', type: 'free' });
    expect(summary.hasSubscription).toBe(true);
  });

  it('free entries among the subscriptions do not count as paid', () => {
    const free: Subscription = {
      status: 'active',
      productTier: 'free',
      type: 'free',
      subscriptionCreatedAt: '2026-01-01',
    };
    expect(sessionSummary({ ...none, subscriptions: [free] }).latestSubscription).toBeNull();
  });

  it('a non-Lucy campaign’s subscription is not Lucy’s', () => {
    const campaigns = [{ campaignType: 'outbound', subscription: { status: 'active', type: 'free' } }];
    expect(sessionSummary({ ...none, campaigns }).hasSubscription).toBe(false);
  });
});
