import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../domain/access/accessState.ts';
import type { AccessDecision } from '../domain/access/decision.ts';
import {
  active,
  canceled,
  carrierSupported,
  configNoSubscription,
  pastDue,
  signedOut,
  subscriptionNoConfig,
  trialing,
  withOrganisation,
} from '../domain/access/sessions.fixture.ts';
import { allow, decide, FORWARDING_AND_CONFIG_STEPS, to } from './testing/routeTable.ts';

/** The access rules of SPEC §2 of onboarding, billing and the contact-automation app, through the real route table. */

describe('SPEC §2 /setup', () => {
  const steps = FORWARDING_AND_CONFIG_STEPS;

  it('/setup redirects to /', () => {
    expect(decide('/setup', withOrganisation)).toEqual(to('/'));
    expect(decide('/setup', active)).toEqual(to('/'));
  });

  it.each([...steps, '/setup/billing'])(
    '%s redirects to /settings with both a subscription and a Lucy config',
    (path) => {
      expect(decide(path, active)).toEqual(to('/settings'));
      expect(decide(path, canceled)).toEqual(to('/settings'));
    },
  );

  it.each(steps)('%s is open during onboarding', (path) => {
    expect(decide(path, withOrganisation)).toEqual(allow);
    expect(decide(path, configNoSubscription)).toEqual(allow);
    expect(decide(path, subscriptionNoConfig)).toEqual(allow);
  });

  it('billing redirects to /setup/config when there is no Lucy config', () => {
    expect(decide('/setup/billing', carrierSupported)).toEqual(to('/setup/config'));
    expect(decide('/setup/billing', subscriptionNoConfig)).toEqual(to('/setup/config'));
    expect(decide('/setup/billing', configNoSubscription)).toEqual(allow);
  });

  it.each(['/setup/loading', '/setup/loading/upgraded', '/setup/loading/switched'])(
    '%s waits for anyone with an organisation',
    (path) => {
      expect(decide(path, configNoSubscription)).toEqual(allow);
      expect(decide(path, active)).toEqual(allow);
    },
  );

  it.each<[string, SessionSummary, AccessDecision]>([
    ['active', active, allow],
    ['trialing', trialing, allow],
    ['past_due', pastDue, allow],
    ['canceled', canceled, to('/')],
    ['none', configNoSubscription, to('/')],
  ])('/setup/guide needs a subscription that is not canceled (%s)', (_status, session, decision) => {
    expect(decide('/setup/guide', session)).toEqual(decision);
  });
});

describe('SPEC §2 /reactivate is only for users whose latest subscription is canceled', () => {
  it.each<[string, SessionSummary, AccessDecision]>([
    ['canceled', canceled, allow],
    ['active', active, to('/settings')],
    ['trialing', trialing, to('/settings')],
    ['past_due', pastDue, to('/settings')],
    ['no subscription', configNoSubscription, to('/')],
  ])('%s', (_status, session, decision) => {
    expect(decide('/reactivate', session)).toEqual(decision);
  });
});

describe('SPEC §2 /promo/{code}', () => {
  it('a logged-in user goes to /settings/billing?promoCode={code}', () => {
    expect(decide('/promo/SPRING25', active)).toEqual(to('/settings/billing?promoCode=SPRING25'));
  });

  it('otherwise to /signin with a redirect', () => {
    expect(decide('/promo/SPRING25', signedOut)).toEqual(to('/signin?redirect=%2Fpromo%2FSPRING25'));
  });

  it('keeps the code’s case and encodes it for the query', () => {
    expect(decide('/PROMO/Spring%2025', active)).toEqual(to('/settings/billing?promoCode=Spring+25'));
  });

  it.each(['/promo', '/promo/', '/promo/a/b'])('%s is not a promo route', (path) => {
    expect(decide(path, active)).toEqual(allow);
  });

  it('a code that cannot be decoded goes to /', () => {
    expect(decide('/promo/%E0%A4%A', active)).toEqual(to('/'));
  });
});

describe('SPEC §2 /ca/*', () => {
  it.each([
    [{ pathname: '/ca/campaigns/7' }, 'https://app.lucy-receptionist.com/ca/campaigns/7'],
    [
      { pathname: '/ca/inbox', search: '?tab=all', hash: '#top' },
      'https://app.lucy-receptionist.com/ca/inbox?tab=all#top',
    ],
    [{ pathname: '/ca' }, 'https://app.lucy-receptionist.com/ca/'],
    [{ pathname: '/ca/' }, 'https://app.lucy-receptionist.com/ca/'],
  ])('a logged-in user is sent on to the same URL on the contact-automation app (%j)', (location, url) => {
    expect(decide(location, active)).toEqual({ kind: 'external', url });
  });

  it('otherwise the user goes to /', () => {
    expect(decide('/ca/campaigns/7', signedOut)).toEqual(to('/'));
  });

  it('a path that merely starts with the letters is not under /ca', () => {
    expect(decide('/cancelled', active)).toEqual(to('/'));
    expect(decide('/cabinet', active)).toEqual(allow);
  });
});

describe('SPEC §2 /signup/setup and /signup/billing', () => {
  it('/signup/setup redirects to /setup/config, keeping the query', () => {
    expect(decide({ pathname: '/signup/setup', search: '?tier=business&period=annual' }, active)).toEqual(
      to('/setup/config?tier=business&period=annual'),
    );
    expect(decide('/signup/setup', signedOut)).toEqual(to('/setup/config'));
  });

  it('/signup/billing redirects to /setup/billing', () => {
    expect(decide({ pathname: '/signup/billing', search: '?x=1' }, configNoSubscription)).toEqual(
      to('/setup/billing'),
    );
  });
});
