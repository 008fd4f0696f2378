import { describe, expect, it } from 'vitest';
import { lucyConfigResponseSchema } from '../../renderer/api/schemas/builder.ts';
import { campaignsResponseSchema, subscriptionsResponseSchema } from '../../renderer/api/schemas/gateway.ts';
import { identityErrorSchema } from '../../renderer/api/schemas/identity.ts';
import {
  type AccessState,
  accessState,
  indexDecision,
  sessionSummary,
} from '../../renderer/domain/access/index.ts';
import { seedAccounts } from '../seed/accounts.ts';
import { backendForThisFile, claimsOf, parsed } from './harness.ts';

const t = backendForThisFile();

const CONTEXT = {
  contactAutomationUiBaseUrl: 'http://localhost:8787/ca',
  contactAutomationUiHref: 'http://localhost:8787/ca/',
  flags: { integrationsPage: true },
};

/** Where the client's own rules (renderer/domain/access) send each seeded account, SPEC §2 and §4. */
const expected: Record<string, { state: AccessState; index: string; tier?: string; status?: string }> = {
  'owner.active@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'professional',
    status: 'active',
  },
  'owner.trialing@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'business',
    status: 'trialing',
  },
  'owner.pastdue@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'professional',
    status: 'past_due',
  },
  'owner.canceled@example.com': {
    state: 'canceled-subscription',
    index: '/settings',
    tier: 'professional',
    status: 'canceled',
  },
  'owner.free@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'free',
    status: 'active',
  },
  'owner.freecancelled@example.com': {
    state: 'canceled-subscription',
    index: '/settings',
    tier: 'free',
    status: 'canceled',
  },
  'owner.noorg@example.com': { state: 'no-organisation', index: '/setup/device' },
  'owner.new@example.com': { state: 'no-subscription', index: '/setup/device' },
  'owner.nosub@example.com': { state: 'no-subscription', index: '/setup/billing' },
  'owner.nonlucy@example.com': { state: 'no-subscription', index: 'http://localhost:8787/ca/' },
  'owner.reactivated@example.com': {
    state: 'canceled-subscription',
    index: '/settings',
    tier: 'free',
    status: 'canceled',
  },
  'owner.cancelling@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'professional',
    status: 'active',
  },
  'owner.gb@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'professional',
    status: 'active',
  },
  'owner.ca@example.com': {
    state: 'active-subscription',
    index: '/settings',
    tier: 'business',
    status: 'active',
  },
};

describe('seeded accounts, one per access state (README "Dev backend")', () => {
  it('every seeded account is covered here', () => {
    const covered = [...Object.keys(expected), 'owner.locked@example.com', 'owner.unverified@example.com'];
    expect(seedAccounts.map((account) => account.email).sort()).toEqual(covered.sort());
  });

  it.each(Object.entries(expected))('%s', async (email, want) => {
    const { access_token: token } = await t.signIn(email);
    const { org_id } = claimsOf(token);
    const campaigns = await t.request('GET', '/gateway/v1/ca/campaigns', { token });
    const subscriptions = await t.request('GET', '/gateway/subscriptions', { token });
    const config = org_id
      ? await t.request('GET', `/builder/builder-api/organisations/${org_id}/lucy/config`, { token })
      : undefined;
    if (config?.status === 200) parsed(lucyConfigResponseSchema, config);

    const account = seedAccounts.find((seed) => seed.email === email);
    const summary = sessionSummary({
      hasOrganisation: Boolean(org_id),
      campaigns: parsed(campaignsResponseSchema, campaigns).data,
      // In the domain's words, as the client reads them (renderer/session/summary.ts).
      subscriptions: org_id
        ? parsed(subscriptionsResponseSchema, subscriptions).data.map((row) => ({
            ...row,
            status: row.status === 'cancelled' ? ('canceled' as const) : row.status,
            billingPeriod: row.billingPeriod ?? undefined,
            currentPeriodEnd: row.currentPeriodEnd ?? undefined,
            discount: undefined,
          }))
        : [],
      hasLucyConfig: config?.status === 200,
      deviceCarrierPreferences: account?.config || account?.plan ? 'supported' : 'unselected',
    });
    expect(accessState(summary)).toBe(want.state);
    const decision = indexDecision(summary, CONTEXT);
    expect(
      decision.kind === 'redirect'
        ? decision.to
        : decision.kind === 'external'
          ? decision.url
          : decision.kind,
    ).toBe(want.index);
    expect(summary.latestSubscription?.productTier).toBe(want.tier);
    expect(summary.latestSubscription?.status).toBe(want.status);
  });

  it('live Lucy numbers are in each country’s fictional range', async () => {
    const numbers: Record<string, RegExp> = {
      'owner.active@example.com': /^\+6125550\d{4}$/,
      'owner.trialing@example.com': /^\+141555501\d{2}$/,
      'owner.gb@example.com': /^\+442079460\d{3}$/,
      'owner.ca@example.com': /^\+161355501\d{2}$/,
    };
    for (const [email, pattern] of Object.entries(numbers)) {
      const { access_token: token } = await t.signIn(email);
      const { data } = parsed(
        campaignsResponseSchema,
        await t.request('GET', '/gateway/v1/ca/campaigns', { token }),
      );
      expect(data[0]?.phoneNumber).toMatch(pattern);
    }
  });

  it('owner.cancelling is set to cancel at the end of its period', async () => {
    const { access_token: token } = await t.signIn('owner.cancelling@example.com');
    const answer = await t.request('GET', '/gateway/subscriptions', { token });
    expect(answer.body).toMatchObject({ data: [{ cancelAtPeriodEnd: true, status: 'active' }] });
  });

  it('owner.locked is locked out (SPEC §8)', async () => {
    const answer = await t.request('POST', '/identity/token', {
      form: {
        grant_type: 'password',
        email: 'owner.locked@example.com',
        password: 'Lucy-demo-2026!',
        turnstileResponse: await t.humanCheck(),
      },
    });
    expect(parsed(identityErrorSchema, answer).error).toBe('password-authentication-locked');
  });

  it('owner.unverified has a working activation link in the mailbox', async () => {
    const { messages } = (await t.request('GET', '/dev/mailbox?to=owner.unverified@example.com')).body as {
      messages: { link: string }[];
    };
    const token = new URL(messages[0]?.link ?? '').searchParams.get('verificationToken') ?? '';
    const lookup = await t.request('GET', `/identity/verify?verificationToken=${encodeURIComponent(token)}`);
    expect(lookup.body).toEqual({ email: 'owner.unverified@example.com', firstName: 'Uma' });
  });

  it('the shared e-mail belongs to two accounts (multiple-user-match)', async () => {
    const answer = await t.request('POST', '/identity/token', {
      form: {
        grant_type: 'password',
        email: 'owner.shared@example.com',
        password: 'Lucy-demo-2026!',
        turnstileResponse: await t.humanCheck(),
      },
    });
    expect(parsed(identityErrorSchema, answer).error).toBe('multiple-user-match');
  });
});
