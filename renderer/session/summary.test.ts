import { describe, expect, it } from 'vitest';
import type { Campaign } from '../api/schemas/gateway.ts';
import { gatewaySubscription } from '../api/testing/fakes.ts';
import { SIGNED_OUT_SESSION } from '../domain/access/accessState.ts';
import { createDevicePreferencesStore } from './devicePreferences.ts';
import { summariseSignedIn } from './summary.ts';
import { summarySources as sources, tokensFor } from './testing/summarySources.ts';
import { LucyUnreachableError, type SummarySource } from './unreachable.ts';

const subscription = gatewaySubscription;

const campaign = (campaignType: string): Campaign => ({
  id: `campaign-${campaignType}`,
  campaignType,
  phoneNumber: null,
  subscription: { status: 'active', type: 'free' },
});

describe('SPEC §3 the session summary of a signed-in user', () => {
  it('a user without an organisation is logged in only, and nothing else is asked', async () => {
    const { sources: summarySources, calls } = sources('');
    expect(await summariseSignedIn(tokensFor(''), summarySources)).toEqual({
      ...SIGNED_OUT_SESSION,
      isLoggedIn: true,
    });
    expect(calls).toEqual([]);
  });

  it('an onboarded owner: the latest paid subscription, a Lucy campaign, a config, a supported carrier', async () => {
    const { sources: summarySources } = sources('org-1', {
      subscriptions: [
        subscription({ id: 'old', status: 'canceled', subscriptionCreatedAt: '2025-01-01T00:00:00Z' }),
        subscription({ id: 'new', status: 'active', productTier: 'business' }),
      ],
      campaigns: [campaign('lucy')],
      config: true,
      phoneNumber: '+61412345678',
      preferences: { device: 'mobile', carrier: 'Telstra' },
    });
    expect(await summariseSignedIn(tokensFor('org-1'), summarySources)).toMatchObject({
      isLoggedIn: true,
      hasOrganisation: true,
      hasSubscription: true,
      hasLucyConfig: true,
      hasCampaign: true,
      hasLucyCampaign: true,
      hasNonLucyCampaign: false,
      latestSubscription: { status: 'active', productTier: 'business' },
      deviceCarrierPreferences: 'supported',
    });
  });

  it('SPEC §4: a paid plan set to cancel says so, and when its period ends (Manage Plan offers to keep it)', async () => {
    const { sources: summarySources } = sources('org-1', {
      subscriptions: [
        subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-03-01T00:00:00.000Z' }),
      ],
      campaigns: [campaign('lucy')],
      config: true,
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.latestSubscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-03-01T00:00:00.000Z',
    });
  });

  it('SPEC §4: a Lucy campaign’s free subscription stored as cancelled is the canceled free tier', async () => {
    const { sources: summarySources } = sources('org-1', {
      campaigns: [{ ...campaign('lucy'), subscription: { status: 'cancelled', type: 'free' } }],
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.latestSubscription).toMatchObject({ status: 'canceled', productTier: 'free' });
    expect(summary.hasSubscription).toBe(true);
  });

  it('a campaign of the contact-automation app is a non-Lucy campaign', async () => {
    const { sources: summarySources } = sources('org-1', { campaigns: [campaign('sms-outreach')] });
    expect(await summariseSignedIn(tokensFor('org-1'), summarySources)).toMatchObject({
      hasCampaign: true,
      hasLucyCampaign: false,
      hasNonLucyCampaign: true,
    });
  });

  it('SPEC §4: preferences stored on this device for an unsupported carrier make it unsupported', async () => {
    const { sources: summarySources } = sources('org-1', {
      phoneNumber: '+61412345678',
      preferences: { device: 'mobile', carrier: 'amaysim' },
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.deviceCarrierPreferences).toBe('unsupported');
  });

  it('SPEC §8: without stored preferences a user-info failure changes nothing (no region is needed)', async () => {
    const { sources: summarySources } = sources('org-1', { config: true, health: { userinfo: 'down' } });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary).toMatchObject({ hasLucyConfig: true, deviceCarrierPreferences: 'unselected' });
  });

  it('another user’s preferences on this device are not this user’s', async () => {
    const { sources: summarySources } = sources('org-1', { phoneNumber: '+61412345678' });
    createDevicePreferencesStore(summarySources.storage).write('user-2', {
      device: 'mobile',
      carrier: 'Telstra',
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.deviceCarrierPreferences).toBe('unselected');
  });

  it('a session that ends while the answers arrive (failed refresh) is signed out', async () => {
    const { sources: summarySources, tokens } = sources('org-1', { config: true });
    await tokens.clear();
    expect((await summariseSignedIn(tokensFor('org-1'), summarySources)).isLoggedIn).toBe(false);
  });
});

describe('fail safe: a source that fails is retried, and never counts as empty', () => {
  const owner = {
    subscriptions: [subscription({ status: 'active' })],
    campaigns: [campaign('lucy')],
    config: true,
    phoneNumber: '+61412345678',
    preferences: { device: 'mobile' as const, carrier: 'Telstra' },
  };
  const SOURCES: SummarySource[] = ['config', 'campaigns', 'subscriptions', 'userinfo'];

  it.each(SOURCES)(
    'SPEC §9: one failure of %s is retried and the summary is the healthy one',
    async (source) => {
      const healthy = await summariseSignedIn(tokensFor('org-1'), sources('org-1', owner).sources);
      const { sources: flaky, calls } = sources('org-1', { ...owner, health: { [source]: 'transient' } });
      expect(await summariseSignedIn(tokensFor('org-1'), flaky)).toEqual(healthy);
      expect(calls.filter((call) => call === source)).toHaveLength(2);
    },
  );

  it.each(SOURCES)('%s failing for good makes Lucy unreachable after 1 + 3 tries', async (source) => {
    const { sources: failing, calls } = sources('org-1', { ...owner, health: { [source]: 'down' } });
    const summary = summariseSignedIn(tokensFor('org-1'), failing);
    await expect(summary).rejects.toBeInstanceOf(LucyUnreachableError);
    await expect(summary).rejects.toMatchObject({ sources: [source] });
    expect(calls.filter((call) => call === source)).toHaveLength(4);
  });

  it('answers a screen already read are not asked again', async () => {
    const { sources: cached, calls } = sources('org-1', owner);
    await summariseSignedIn(tokensFor('org-1'), cached);
    await summariseSignedIn(tokensFor('org-1'), cached);
    expect(calls.sort()).toEqual(['campaigns', 'config', 'subscriptions', 'userinfo']);
  });
});
