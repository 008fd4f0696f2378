import type { MiddlewareFunction, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../domain/access/accessState.ts';
import type { AccessDecision } from '../domain/access/decision.ts';
import { type AccessHandle, type RouteLocation, routeRules } from '../domain/access/guards.ts';
import {
  active,
  canceled,
  carrierSupported,
  configNoSubscription,
  context,
  noOrganisation,
  pastDue,
  signedOut,
  subscriptionNoConfig,
  trialing,
  withOrganisation,
} from '../domain/access/sessions.fixture.ts';
import { accessDecision, ruleOf } from './access.ts';
import { signedInRoutes } from './routes/signedInRoutes.tsx';
import { appRoutes } from './routes/table.tsx';

/**
 * The access rules of SPEC §2 as the app applies them: through the real route table, each location meeting
 * the rule its route carries.
 */
const passThrough: MiddlewareFunction = (_args, next) => next();
const routes = appRoutes(passThrough, signedInRoutes);

const allow: AccessDecision = { kind: 'allow' };
const to = (path: string): AccessDecision => ({ kind: 'redirect', to: path });
const decide = (location: string | RouteLocation, session: SessionSummary, ctx = context) =>
  accessDecision(routes, typeof location === 'string' ? { pathname: location } : location, session, ctx);

/** Every route of a table, layouts' children included, with the path leading to it. */
function routesOf(table: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    return [
      { path: route.index ? `${path || '/'} (index)` : path, route },
      ...routesOf(route.children ?? [], path),
    ];
  });
}

describe('routes fail closed', () => {
  const screens = routesOf(routes).filter(({ route }) => route.path !== undefined || route.index);

  it('finds the routes of the table', () => {
    expect(screens.length).toBeGreaterThan(30);
  });

  it.each(screens)('$path carries its access rule beside its definition', ({ route }) => {
    expect(typeof (route.handle as Partial<AccessHandle> | undefined)?.access).toBe('function');
  });

  it('the single sign-on callback is a public route like /signin', () => {
    expect(ruleOf(routes, '/login/callback')).toBe(routeRules.public);
    expect(decide('/login/callback', active)).toEqual(to('/'));
    expect(decide('/login/callback', signedOut)).toEqual(allow);
  });

  it('a route without a rule is refused: a visitor to /signin, a logged-in user to /', () => {
    const unruled: RouteObject[] = [
      { path: '/new-screen' },
      { path: '*', handle: { access: routeRules.notFound } },
    ];
    expect(accessDecision(unruled, { pathname: '/new-screen' }, signedOut, context)).toEqual(
      to('/signin?redirect=%2Fnew-screen'),
    );
    expect(accessDecision(unruled, { pathname: '/new-screen', search: '?a=1' }, active, context)).toEqual(
      to('/'),
    );
    expect(accessDecision(unruled, { pathname: '/elsewhere' }, active, context)).toEqual(allow);
  });
});

const PUBLIC = ['/signin', '/reset', '/reset/invalid', '/verify', '/signup', '/signup/unavailable'];

describe('SPEC §2 public routes: a logged-in user is redirected to /', () => {
  it.each(PUBLIC)('%s is open to a visitor', (path) => {
    expect(decide(path, signedOut)).toEqual(allow);
  });

  it.each(
    PUBLIC.flatMap((path) => [noOrganisation, active, canceled].map((session) => [path, session] as const)),
  )('%s sends a logged-in user to /', (path, session) => {
    expect(decide(path, session)).toEqual(to('/'));
  });

  // Change password mails the owner this link, and they open it still signed in.
  it.each([active, canceled, noOrganisation])(
    '/reset with its link is open to a logged-in user too',
    (session) => {
      expect(decide({ pathname: '/reset', search: '?verificationToken=abc' }, session)).toEqual(allow);
      expect(decide({ pathname: '/reset', search: '?other=abc' }, session)).toEqual(to('/'));
    },
  );

  it('/cancelled needs navigation state showFreeCancellationConfirmation, otherwise /', () => {
    const confirmed = { pathname: '/cancelled', state: { showFreeCancellationConfirmation: true } };
    expect(decide(confirmed, signedOut)).toEqual(allow);
    expect(decide('/cancelled', signedOut)).toEqual(to('/'));
    expect(decide({ pathname: '/cancelled', state: null }, signedOut)).toEqual(to('/'));
    expect(decide({ pathname: '/cancelled', state: { other: true } }, signedOut)).toEqual(to('/'));
    expect(decide(confirmed, active)).toEqual(to('/'));
  });
});

describe('SPEC §2 logged-in routes', () => {
  it.each([
    ['/settings/lucy', '', '/signin?redirect=%2Fsettings%2Flucy'],
    ['/setup/guide', '', '/signin?redirect=%2Fsetup%2Fguide'],
    ['/settings/billing', '?promoCode=X', '/signin?redirect=%2Fsettings%2Fbilling%3FpromoCode%3DX'],
    ['/reactivate', '', '/signin?redirect=%2Freactivate'],
    ['/setup/phone', '', '/signin?redirect=%2Fsetup%2Fphone'],
  ])(
    'a visitor who is not logged in at %s%s goes to /signin with the current path',
    (pathname, search, target) => {
      expect(decide({ pathname, search }, signedOut)).toEqual(to(target));
    },
  );

  it.each([
    '/setup/device',
    '/setup/carrier',
    '/setup/config',
    '/setup/billing',
    '/setup/loading',
    '/setup/guide',
    '/settings',
    '/settings/lucy',
    '/settings/billing',
    '/reactivate',
    '/promo/SPRING',
    '/ca/campaigns',
  ])('a user without an organisation is redirected from %s to /setup/phone', (path) => {
    expect(decide(path, noOrganisation)).toEqual(to('/setup/phone'));
  });

  it('a user without an organisation may use the phone form and reach the waitlist', () => {
    expect(decide('/setup/phone', noOrganisation)).toEqual(allow);
    expect(decide('/setup/waitlist', noOrganisation)).toEqual(allow);
  });

  it('a user with an organisation has no use for the phone form: the index decides', () => {
    expect(decide('/setup/phone', withOrganisation)).toEqual(to('/'));
    expect(decide('/setup/waitlist', withOrganisation)).toEqual(allow);
  });
});

describe('SPEC §2 /settings', () => {
  it.each([
    ['/settings', to('/settings/lucy')],
    ['/settings/lucy', allow],
    ['/settings/billing', allow],
    ['/settings/integrations', allow],
    ['/settings/help', allow],
    ['/settings/password', allow],
    ['/settings/loading/upgraded', to('/setup/loading/upgraded')],
    ['/settings/loading/switched', to('/setup/loading/switched')],
  ])('with a subscription, %s', (path, decision) => {
    expect(decide(path, active)).toEqual(decision);
    expect(decide(path, canceled)).toEqual(decision);
  });

  it.each([
    '/settings',
    '/settings/lucy',
    '/settings/billing',
    '/settings/integrations',
    '/settings/help',
    '/settings/password',
    '/settings/loading/upgraded',
  ])('%s requires a subscription, otherwise /', (path) => {
    expect(decide(path, configNoSubscription)).toEqual(to('/'));
    expect(decide(path, carrierSupported)).toEqual(to('/'));
  });

  it('integrations is available only when the integrationsPage flag is on, otherwise /settings/lucy', () => {
    const off = { ...context, flags: { integrationsPage: false } };
    expect(decide('/settings/integrations', active, off)).toEqual(to('/settings/lucy'));
  });
});

describe('SPEC §2 /setup', () => {
  const steps = [
    '/setup/device',
    '/setup/carrier',
    '/setup/carrier/plan',
    '/setup/carrier/other',
    '/setup/carrier/validate',
    '/setup/config',
  ];

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

describe('route matching', () => {
  it('the index route runs the index decision', () => {
    expect(decide('/', signedOut)).toEqual(to('/signin'));
    expect(decide('/', active)).toEqual(to('/settings'));
  });

  it.each(['/SETTINGS/LUCY', '/settings/lucy/', '/Settings/Lucy//'])(
    '%s is guarded like /settings/lucy',
    (path) => {
      expect(decide(path, configNoSubscription)).toEqual(to('/'));
      expect(decide(path, active)).toEqual(allow);
    },
  );

  it.each(['/nowhere', '/settings/unknown', '/setup/carrier/else'])(
    '%s is not a route: the not-found page shows',
    (path) => {
      expect(decide(path, signedOut)).toEqual(allow);
      expect(decide(path, active)).toEqual(allow);
    },
  );
});
