import { describe, expect, it } from 'vitest';
import type { Campaign, Subscription } from '../api/schemas/gateway.ts';
import { memoryTokenStore, unsignedJwt } from '../api/testing/fakes.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import { createDevicePreferencesStore } from './devicePreferences.ts';
import { type SummarySources, summariseSignedIn } from './summary.ts';
import { memoryStorage } from './testing/memoryStorage.ts';

const IDENTITY = 'http://localhost:8787/identity';
const tokensFor = (org_id: string) => ({
  access_token: unsignedJwt({ iss: IDENTITY, org_id, region: 'au', sub: 'user-1' }),
  refresh_token: 'rt_1',
});

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  id: 'sub',
  status: 'active',
  productTier: 'professional',
  type: 'paid',
  tag: 'lucy',
  billingPeriod: 'monthly',
  subscriptionCreatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const campaign = (campaignType: string): Campaign => ({
  id: `campaign-${campaignType}`,
  campaignType,
  phoneNumber: null,
  subscription: { status: 'active', type: 'free' },
});

interface Answers {
  subscriptions?: Subscription[];
  campaigns?: Campaign[];
  config?: boolean;
  phoneNumber?: string | null | Error;
  preferences?: DevicePreferences;
}

function sources(org: string, answers: Answers = {}) {
  const tokens = memoryTokenStore(tokensFor(org));
  const storage = memoryStorage();
  if (answers.preferences) createDevicePreferencesStore(storage).write('user-1', answers.preferences);
  const calls: string[] = [];
  const summarySources: SummarySources = {
    tokens,
    storage,
    api: {
      identity: {
        async getUserInfo() {
          calls.push('userinfo');
          const phone = answers.phoneNumber ?? null;
          if (phone instanceof Error) throw phone;
          return { phoneNumber: phone, clientInfo: { id: 'user-1', email: 'owner@cafe.com.au' } };
        },
      },
      gateway: {
        async getSubscriptions() {
          calls.push('subscriptions');
          return answers.subscriptions ?? [];
        },
        async getCampaigns() {
          calls.push('campaigns');
          return answers.campaigns ?? [];
        },
      },
      builder: {
        async getLucyConfig() {
          calls.push('config');
          return answers.config
            ? ({ lucyConfig: {}, version: 1 } as unknown as Awaited<
                ReturnType<SummarySources['api']['builder']['getLucyConfig']>
              >)
            : null;
        },
      },
    },
  };
  return { tokens, calls, summarySources };
}

describe('SPEC §3 the session summary of a signed-in user', () => {
  it('a user without an organisation is logged in only, and nothing else is asked', async () => {
    const { summarySources, calls } = sources('');
    expect(await summariseSignedIn(tokensFor(''), summarySources)).toEqual({
      isLoggedIn: true,
      hasOrganisation: false,
      hasSubscription: false,
      hasLucyConfig: false,
      hasLucyCampaign: false,
      hasNonLucyCampaign: false,
      hasCampaign: false,
      latestSubscription: null,
      deviceCarrierPreferences: 'unselected',
    });
    expect(calls).toEqual([]);
  });

  it('an onboarded owner: the latest paid subscription, a Lucy campaign, a config, a supported carrier', async () => {
    const { summarySources } = sources('org-1', {
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
    const { summarySources } = sources('org-1', {
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
    const { summarySources } = sources('org-1', {
      campaigns: [{ ...campaign('lucy'), subscription: { status: 'cancelled', type: 'free' } }],
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.latestSubscription).toMatchObject({ status: 'canceled', productTier: 'free' });
    expect(summary.hasSubscription).toBe(true);
  });

  it('a campaign of the contact-automation app is a non-Lucy campaign', async () => {
    const { summarySources } = sources('org-1', { campaigns: [campaign('sms-outreach')] });
    expect(await summariseSignedIn(tokensFor('org-1'), summarySources)).toMatchObject({
      hasCampaign: true,
      hasLucyCampaign: false,
      hasNonLucyCampaign: true,
    });
  });

  it('SPEC §4: preferences stored on this device for an unsupported carrier make it unsupported', async () => {
    const { summarySources } = sources('org-1', {
      phoneNumber: '+61412345678',
      preferences: { device: 'mobile', carrier: 'amaysim' },
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.deviceCarrierPreferences).toBe('unsupported');
  });

  it('SPEC §8: a user-info failure while finding the carrier region is treated as no region', async () => {
    const { summarySources } = sources('org-1', {
      phoneNumber: new Error('401'),
      preferences: { device: 'mobile', carrier: 'Telstra' },
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.deviceCarrierPreferences).toBe('unselected');
  });

  it('another user’s preferences on this device are not this user’s', async () => {
    const { summarySources } = sources('org-1', { phoneNumber: '+61412345678' });
    createDevicePreferencesStore(summarySources.storage).write('user-2', {
      device: 'mobile',
      carrier: 'Telstra',
    });
    const summary = await summariseSignedIn(tokensFor('org-1'), summarySources);
    expect(summary.deviceCarrierPreferences).toBe('unselected');
  });

  it('a session that ends while the answers arrive (failed refresh) is signed out', async () => {
    const { summarySources, tokens } = sources('org-1', { config: true });
    await tokens.clear();
    expect((await summariseSignedIn(tokensFor('org-1'), summarySources)).isLoggedIn).toBe(false);
  });
});
