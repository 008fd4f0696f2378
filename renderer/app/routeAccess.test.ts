import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type AccessHandle, routeRules } from '../domain/access/guards.ts';
import {
  active,
  canceled,
  carrierSupported,
  configNoSubscription,
  context,
  noOrganisation,
  signedOut,
  withOrganisation,
} from '../domain/access/sessions.fixture.ts';
import { accessDecision, ruleOf } from './access.ts';
import { allow, decide, routes, to } from './testing/routeTable.ts';

/**
 * The access rules of SPEC §2 as the app applies them: through the real route table, each location meeting
 * the rule its route carries.
 */

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
