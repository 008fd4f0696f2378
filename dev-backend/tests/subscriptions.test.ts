import { describe, expect, it } from 'vitest';
import {
  campaignsResponseSchema,
  paymentSessionResponseSchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
} from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, parsed, startTestBackend } from './harness.ts';

const t = backendForThisFile();

const as = (email: string) => t.as(email);

describe('SPEC §7 subscriptions: list, upgrade, cancel, revert cancellation; the customer portal', () => {
  it('upgrade changes the plan and provisions it again', async () => {
    const { token } = await as('owner.gb@example.com');
    const upgraded = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(parsed(subscriptionResponseSchema, upgraded).data).toMatchObject({
      status: 'active',
      productTier: 'business',
      billingPeriod: 'monthly',
    });
    const same = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(same.status).toBe(409);
  });

  it('cancel sets the plan to end with its period; revert keeps it; the period end cancels it', async () => {
    // This test moves time on: its own backend, so the other tests keep today.
    const own = await startTestBackend();
    const { access_token: token } = await own.signIn('owner.ca@example.com');
    const cancelled = await own.request('POST', '/gateway/subscriptions/cancel', { token });
    expect(cancelled.body).toMatchObject({ data: { status: 'active', cancelAtPeriodEnd: true } });
    parsed(subscriptionResponseSchema, cancelled);

    const kept = await own.request('POST', '/gateway/subscriptions/revert-cancellation', { token });
    expect(kept.body).toMatchObject({ data: { status: 'active', cancelAtPeriodEnd: false } });
    expect((await own.request('POST', '/gateway/subscriptions/revert-cancellation', { token })).status).toBe(
      409,
    );

    await own.request('POST', '/gateway/subscriptions/cancel', { token });
    own.advance(31 * 24 * 60 * 60 * 1000);
    const { access_token: later } = await own.signIn('owner.ca@example.com');
    const { data } = parsed(
      subscriptionsResponseSchema,
      await own.request('GET', '/gateway/subscriptions', { token: later }),
    );
    expect(data.at(-1)?.status).toBe('canceled');
    const { data: campaigns } = parsed(
      campaignsResponseSchema,
      await own.request('GET', '/gateway/v1/ca/campaigns', { token: later }),
    );
    expect(campaigns[0]).toMatchObject({ phoneNumber: null, subscription: { status: 'canceled' } });
    await own.close();
  });

  it('without a paid plan there is nothing to upgrade or cancel', async () => {
    const { token } = await as('owner.free@example.com');
    for (const path of ['/gateway/subscriptions/cancel', '/gateway/subscriptions/revert-cancellation']) {
      expect((await t.request('POST', path, { token })).status).toBe(409);
    }
    const upgrade = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(upgrade.status).toBe(409);
  });

  it('the customer portal settles a failed payment and returns to the app', async () => {
    const { token } = await as('owner.pastdue@example.com');
    const session = parsed(
      paymentSessionResponseSchema,
      await t.request('POST', '/gateway/stripe/portal-session', {
        token,
        json: { returnUrl: 'http://localhost:5173/settings/billing' },
      }),
    );
    const path = new URL(session.data.url).pathname;
    const portal = await t.request('GET', path);
    expect(portal.text).toContain('Payment failed');
    expect(portal.text).toContain('href="http://localhost:5173/settings/billing"');
    const updated = await t.request('POST', `${path}/update-payment-method`);
    expect(updated.headers.get('location')).toBe(`${t.origin}${path}`);
    const { data } = parsed(
      subscriptionsResponseSchema,
      await t.request('GET', '/gateway/subscriptions', { token }),
    );
    expect(data[0]?.status).toBe('active');

    await t.request('POST', `${path}/cancel`);
    expect((await t.request('GET', path)).text).toContain('Keep plan');
    await t.request('POST', `${path}/renew`);
    expect((await t.request('GET', path)).text).toContain('Cancel plan');
  });

  it('the portal returns to the desktop app’s hand-back page, its query kept', async () => {
    const { token } = await as('owner.active@example.com');
    const returnUrl = 'https://app.lucy-receptionist.com/desktop/return?to=%2Fsettings%2Fbilling';
    const session = parsed(
      paymentSessionResponseSchema,
      await t.request('POST', '/gateway/stripe/portal-session', { token, json: { returnUrl } }),
    );
    const portal = await t.request('GET', new URL(session.data.url).pathname);
    expect(portal.text).toContain(`href="${returnUrl}"`);
  });

  it('the portal needs someone who has paid before', async () => {
    const { token } = await as('owner.new@example.com');
    const answer = await t.request('POST', '/gateway/stripe/portal-session', {
      token,
      json: { returnUrl: 'http://localhost:5173/x' },
    });
    expect(answer.status).toBe(409);
  });

  it('SPEC §4 the canceled account keeps its history: the latest paid subscription is canceled', async () => {
    const { token } = await as('owner.canceled@example.com');
    const { data } = parsed(
      subscriptionsResponseSchema,
      await t.request('GET', '/gateway/subscriptions', { token }),
    );
    expect(data.map((row) => [row.productTier, row.status])).toEqual([
      ['business', 'canceled'],
      ['professional', 'canceled'],
    ]);
  });
});
