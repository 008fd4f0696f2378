import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, Subscription } from '../api/schemas/gateway.ts';
import { gatewaySubscription } from '../api/testing/fakes.ts';
import type { SessionSummary } from '../domain/access/accessState.ts';
import { context, noOrganisation, signedOut } from '../domain/access/sessions.fixture.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import { summariseSignedIn } from '../session/summary.ts';
import {
  type Answers,
  type SourceHealth,
  summarySources,
  tokensFor,
} from '../session/testing/summarySources.ts';
import { LucyUnreachableError, type SummarySource } from '../session/unreachable.ts';
import { accessDecision } from './access.ts';
import { FORWARDING_AND_CONFIG_STEPS, routes } from './testing/routeTable.ts';

/**
 * "Fail safe, never misroute": every combination of what the summary's sources answer, and of which of
 * them fail for good, through the real summary and the real route table. A failed source never yields a summary
 * that differs from the healthy one (the guards show the retry state instead), and on every summary the guards
 * can see, the redirect graph from every route has no cycle and never sends an owner with a config and a
 * subscription to an onboarding step.
 */

/** A concrete path for every route of the table, and the index. */
function startsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => {
    const own = route.index
      ? ['/']
      : route.path
        ? [route.path.replace(':code', 'SPRING').replace(/^\*$/, '/nowhere').replace(/\/\*$/, '/inbox')]
        : [];
    return [...own, ...startsOf(route.children ?? [])];
  });
}
const STARTS = startsOf(routes);

const ONBOARDING_STEPS = new Set(['/setup/phone', ...FORWARDING_AND_CONFIG_STEPS, '/setup/billing']);

/** Follows the guards' redirects from `start`; the paths it was sent to, or 'cycle'. */
function redirectsFrom(start: string, summary: SessionSummary): string[] | 'cycle' {
  const visited: string[] = [];
  let target = start;
  for (;;) {
    const url = new URL(target, 'http://app.test');
    const decision = accessDecision(routes, { pathname: url.pathname, search: url.search }, summary, context);
    if (decision.kind !== 'redirect') return visited;
    const next = new URL(decision.to, 'http://app.test').pathname;
    if (next === new URL(start, 'http://app.test').pathname || visited.includes(next)) return 'cycle';
    visited.push(next);
    target = decision.to;
  }
}

const paid = (status: Subscription['status']) => gatewaySubscription({ id: `sub-${status}`, status });
const campaign = (campaignType: string, status: 'active' | 'cancelled' = 'active'): Campaign => ({
  id: `campaign-${campaignType}-${status}`,
  campaignType,
  phoneNumber: null,
  subscription: { status, type: 'free' },
});

const CONFIGS = [false, true];
const CAMPAIGNS: Campaign[][] = [
  [],
  [campaign('lucy')],
  [campaign('lucy', 'cancelled')],
  [campaign('sms-outreach')],
  [campaign('lucy'), campaign('sms-outreach')],
];
const SUBSCRIPTIONS: Subscription[][] = [
  [],
  ...(['active', 'trialing', 'past_due', 'canceled'] as const).map((s) => [paid(s)]),
];
const DEVICES: { preferences?: DevicePreferences; phoneNumber: string }[] = [
  { phoneNumber: '+61412345678' },
  { preferences: { device: 'mobile', carrier: 'Telstra' }, phoneNumber: '+61412345678' },
  { preferences: { device: 'mobile', carrier: 'amaysim' }, phoneNumber: '+61412345678' },
];
const SOURCES: SummarySource[] = ['config', 'campaigns', 'subscriptions', 'userinfo'];
const FAILURES: Partial<Record<SummarySource, SourceHealth>>[] = Array.from(
  { length: 2 ** SOURCES.length },
  (_, mask) =>
    Object.fromEntries(SOURCES.filter((_, bit) => mask & (1 << bit)).map((source) => [source, 'down'])),
);

const TRUTHS: Answers[] = CONFIGS.flatMap((config) =>
  CAMPAIGNS.flatMap((campaigns) =>
    SUBSCRIPTIONS.flatMap((subscriptions) =>
      DEVICES.map((device) => ({ config, campaigns, subscriptions, ...device })),
    ),
  ),
);

/**
 * The summary, or the error that says Lucy cannot be reached. A source down is asked again by the app's retry
 * policy, each retry after a timer (0 ms here, but a real timer is a millisecond at least): the clock is moved
 * on instead, so the 2,400 summaries with a failed source take no waiting (they took 9 s of it).
 */
async function summaryOf(answers: Answers): Promise<SessionSummary | LucyUnreachableError> {
  const summary = summariseSignedIn(tokensFor('org-1'), summarySources('org-1', answers).sources).catch(
    (error: unknown) => {
      if (error instanceof LucyUnreachableError) return error;
      throw error;
    },
  );
  await vi.runAllTimersAsync();
  return summary;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fail safe, never misroute: every summary field and failed source', () => {
  it(`a failed source never gives a summary other than the healthy one (${TRUTHS.length} owners × ${FAILURES.length} sets of failed sources)`, async () => {
    let unreachable = 0;
    for (const truth of TRUTHS) {
      const healthy = await summaryOf(truth);
      expect(healthy).not.toBeInstanceOf(LucyUnreachableError);
      for (const health of FAILURES) {
        const seen = await summaryOf({ ...truth, health });
        if (seen instanceof LucyUnreachableError) unreachable++;
        else expect(seen, JSON.stringify({ truth, health })).toEqual(healthy);
      }
    }
    // Every set with a config, campaign or subscription failure is unreachable, and user info too when a device
    // preference needs its region.
    expect(unreachable).toBeGreaterThan(TRUTHS.length * (FAILURES.length - 2) - 1);
  });

  it(`the redirect graph from each of the ${STARTS.length} routes has no cycle for any summary the guards can see`, async () => {
    const summaries = [signedOut, noOrganisation];
    for (const truth of TRUTHS) {
      const summary = await summaryOf(truth);
      if (summary instanceof LucyUnreachableError) throw summary;
      summaries.push(summary);
    }
    for (const summary of summaries) {
      for (const start of STARTS) {
        expect(redirectsFrom(start, summary), `${start} with ${JSON.stringify(summary)}`).not.toBe('cycle');
      }
    }
  });

  it('no owner with a config and a subscription ever lands on an onboarding step', async () => {
    let owners = 0;
    for (const truth of TRUTHS) {
      const summary = await summaryOf(truth);
      if (summary instanceof LucyUnreachableError) throw summary;
      if (!(summary.hasLucyConfig && summary.hasSubscription)) continue;
      owners++;
      for (const start of STARTS) {
        const sentTo = redirectsFrom(start, summary);
        if (sentTo === 'cycle') throw new Error(`${start} goes around a loop`);
        // Where the owner lands: the last redirect's target, or the route itself when it let them in.
        const landing = sentTo.at(-1) ?? start;
        expect(
          ONBOARDING_STEPS.has(landing),
          `${start} -> ${sentTo.join(' -> ')} for ${JSON.stringify(truth)}`,
        ).toBe(false);
      }
    }
    expect(owners).toBeGreaterThan(50);
  });
});
