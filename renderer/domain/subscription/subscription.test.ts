import { describe, expect, it } from 'vitest';
import {
  isLiveSubscription,
  lucyNumberLabel,
  periodEndNote,
  productTierLabel,
  showsConnectLucy,
  subscriptionStatusLabel,
} from './display.ts';
import {
  ACTIVE_FREE_SUBSCRIPTION,
  CANCELED_FREE_SUBSCRIPTION,
  latestPaidSubscription,
  mapFreeSubscription,
} from './mapping.ts';
import type { Subscription, SubscriptionStatus } from './types.ts';

describe('SPEC §4 subscription display', () => {
  it.each<[SubscriptionStatus | undefined, string]>([
    ['active', 'Active'],
    ['trialing', 'Active'],
    ['canceled', 'Cancelled'],
    ['past_due', 'Payment Failed'],
    ['live', 'N/A'],
    [undefined, 'N/A'],
  ])('status %s shows %j', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });

  it.each([
    ['professional', 'Professional'],
    ['business', 'Business'],
    ['free', 'Free'],
    ['enterprise', 'N/A'],
    ['toString', 'N/A'],
    ['', 'N/A'],
    [undefined, 'N/A'],
  ])('tier %s shows %j', (tier, label) => {
    expect(productTierLabel(tier)).toBe(label);
  });

  it.each<[SubscriptionStatus | undefined, string | undefined, string]>([
    ['active', '+61 2 5550 1234', '+61 2 5550 1234'],
    ['trialing', '+1 415 555 0100', '+1 415 555 0100'],
    ['active', undefined, 'Not Available'],
    ['active', '', 'Not Available'],
    ['canceled', '+61 2 5550 1234', 'Not Available'],
    ['past_due', '+61 2 5550 1234', 'Not Available'],
    [undefined, '+61 2 5550 1234', 'Not Available'],
  ])('the Lucy number (status %s, number %j) reads %j', (status, number, label) => {
    expect(lucyNumberLabel(status, number)).toBe(label);
  });
});

describe('SPEC §2 sidebar: Connect Lucy is hidden for past_due or canceled', () => {
  it.each<[SubscriptionStatus | undefined, boolean]>([
    ['active', true],
    ['trialing', true],
    ['live', true],
    [undefined, true],
    ['past_due', false],
    ['canceled', false],
  ])('%s: %s', (status, shown) => {
    expect(showsConnectLucy(status)).toBe(shown);
  });
});

describe('SPEC §2 loading pages wait for the live subscription', () => {
  it.each<[SubscriptionStatus | undefined, boolean]>([
    ['live', true],
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    [undefined, false],
  ])('%s is live: %s', (status, live) => {
    expect(isLiveSubscription(status)).toBe(live);
  });
});

describe('SPEC §4 subscription mapping', () => {
  it('a free subscription with cancelled status maps to the canceled free tier', () => {
    expect(mapFreeSubscription({ status: 'cancelled' })).toEqual({
      status: 'canceled',
      productTier: 'free',
      type: 'free',
    });
    expect(mapFreeSubscription({ status: 'cancelled' })).toBe(CANCELED_FREE_SUBSCRIPTION);
  });

  it.each(['active', 'canceled', 'anything'])('otherwise (%s) the active free tier', (status) => {
    expect(mapFreeSubscription({ status })).toEqual({ status: 'active', productTier: 'free', type: 'free' });
    expect(mapFreeSubscription({ status })).toBe(ACTIVE_FREE_SUBSCRIPTION);
  });

  const paid = (
    subscriptionCreatedAt: string | undefined,
    status: SubscriptionStatus = 'active',
  ): Subscription => ({
    status,
    productTier: 'professional',
    subscriptionCreatedAt,
  });

  it('for paid subscriptions the latest by creation date is taken, whatever the order', () => {
    const old = paid('2024-03-01T10:00:00Z', 'canceled');
    const latest = paid('2025-02-01T09:00:00+11:00');
    const middle = paid('2024-12-31T23:59:59Z', 'past_due');
    expect(latestPaidSubscription([old, latest, middle])).toBe(latest);
    expect(latestPaidSubscription([latest, middle, old])).toBe(latest);
    expect(latestPaidSubscription([middle, old])).toBe(middle);
  });

  it('compares instants, not strings (time zones)', () => {
    const sydneyEarlier = paid('2025-01-01T10:00:00+11:00');
    const utcLater = paid('2025-01-01T00:30:00Z');
    expect(latestPaidSubscription([utcLater, sydneyEarlier])).toBe(utcLater);
  });

  it('undated subscriptions count as oldest; none gives undefined', () => {
    const dated = paid('2020-01-01T00:00:00Z');
    expect(latestPaidSubscription([paid(undefined), dated, paid('not a date')])).toBe(dated);
    expect(latestPaidSubscription([])).toBeUndefined();
  });
});

describe('the end of a running plan’s period, said beside its status', () => {
  it.each<[SubscriptionStatus | undefined, boolean, string | undefined]>([
    ['trialing', false, 'Free trial until 25 December 2026'],
    ['trialing', true, 'Ends on 25 December 2026'],
    ['active', true, 'Ends on 25 December 2026'],
    ['active', false, undefined],
    ['past_due', true, undefined],
    ['canceled', false, undefined],
    [undefined, false, undefined],
  ])('%s, set to cancel: %s -> %s', (status, ending, note) => {
    expect(periodEndNote(status, ending, '25 December 2026')).toBe(note);
  });
});
