import { describe, expect, it } from 'vitest';
import type { Subscription } from '../subscription/types.ts';
import {
  checkoutReturnPath,
  currentProductTier,
  planChange,
  planChangeLoadingPath,
  planNotification,
  runningPaidPlan,
} from './planChange.ts';
import { paidPlan } from './plans.fixture.ts';

const paid = paidPlan;
const freePlan: Subscription = { status: 'active', productTier: 'free', type: 'free' };
const cancelledFreePlan: Subscription = { status: 'canceled', productTier: 'free', type: 'free' };

describe('the running paid plan', () => {
  it.each(['active', 'trialing', 'past_due', 'live'] as const)('a paid plan that is %s runs', (status) => {
    expect(runningPaidPlan(paid({ status }))).toBeDefined();
  });

  it('a canceled paid plan, the free plan and no plan are not a running paid plan', () => {
    expect(runningPaidPlan(paid({ status: 'canceled' }))).toBeUndefined();
    expect(runningPaidPlan(freePlan)).toBeUndefined();
    expect(runningPaidPlan(null)).toBeUndefined();
  });

  it('SPEC §3: the current product tier defaults to free', () => {
    expect(currentProductTier(null)).toBe('free');
    expect(currentProductTier(freePlan)).toBe('free');
    expect(currentProductTier(paid({ status: 'canceled', productTier: 'business' }))).toBe('free');
    expect(currentProductTier(paid({ productTier: 'business' }))).toBe('business');
  });
});

describe('what choosing a paid plan does (SPEC §4 subscription actions)', () => {
  const business = { productTier: 'business', billingPeriod: 'monthly' } as const;
  const professionalYearly = { productTier: 'professional', billingPeriod: 'yearly' } as const;

  it('without a running paid plan the owner pays at checkout', () => {
    expect(planChange(null, business)).toBe('checkout');
    expect(planChange(freePlan, business)).toBe('checkout');
    expect(planChange(paid({ status: 'canceled' }), business)).toBe('checkout');
  });

  it('the running plan is the current one', () => {
    expect(planChange(paid(), { productTier: 'professional', billingPeriod: 'monthly' })).toBe('current');
  });

  it('a higher tier is an upgrade; the same tier billed differently or a lower tier is a switch', () => {
    expect(planChange(paid(), business)).toBe('upgrade');
    expect(planChange(paid(), professionalYearly)).toBe('switch');
    expect(planChange(paid({ productTier: 'business' }), professionalYearly)).toBe('switch');
  });

  it('SPEC §2: upgrades wait on /setup/loading/upgraded, switches on /setup/loading/switched', () => {
    expect(planChangeLoadingPath('upgrade')).toBe('/setup/loading/upgraded');
    expect(planChangeLoadingPath('switch')).toBe('/setup/loading/switched');
  });

  it('after checkout: a free-plan owner returns to the settings, anyone else to the guide via /setup/loading', () => {
    expect(checkoutReturnPath(freePlan)).toBe('/settings/loading/upgraded');
    expect(checkoutReturnPath(null)).toBe('/setup/loading');
    expect(checkoutReturnPath(cancelledFreePlan)).toBe('/setup/loading');
    expect(checkoutReturnPath(paid({ status: 'canceled' }))).toBe('/setup/loading');
  });
});

describe('SPEC §3 notification request', () => {
  it('choosing a higher tier than the current one notifies, with the current tier (free by default)', () => {
    expect(planNotification(null, { productTier: 'professional', billingPeriod: 'yearly' })).toEqual({
      notificationType: 'upgrade-interest',
      productTier: 'professional',
      billingPeriod: 'yearly',
      currentProductTier: 'free',
    });
    expect(planNotification(paid(), { productTier: 'business', billingPeriod: 'monthly' })).toEqual({
      notificationType: 'upgrade-interest',
      productTier: 'business',
      billingPeriod: 'monthly',
      currentProductTier: 'professional',
    });
  });

  it('a switch or a move down sends nothing', () => {
    expect(
      planNotification(paid(), { productTier: 'professional', billingPeriod: 'yearly' }),
    ).toBeUndefined();
    expect(
      planNotification(paid({ productTier: 'business' }), {
        productTier: 'professional',
        billingPeriod: 'monthly',
      }),
    ).toBeUndefined();
  });
});
