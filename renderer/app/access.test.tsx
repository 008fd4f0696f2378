import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../domain/access/accessState.ts';
import { type RouteRule, routeRules } from '../domain/access/guards.ts';
import { active, context, noOrganisation, signedOut } from '../domain/access/sessions.fixture.ts';
import type { Session } from '../session/createSession.ts';
import { accessMiddleware, pendingLocationOf } from './access.ts';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

const page = (name: string, access: RouteRule) => ({ element: <h1>{name}</h1>, handle: { access } });

/** The app's routes in miniature: each renders its name, so the test sees where the guards let it land. */
const children: RouteObject[] = [
  { index: true, ...page('index error', routeRules.index) },
  { path: '/signin', ...page('sign in', routeRules.public) },
  { path: '/cancelled', ...page('cancelled', routeRules.cancelled) },
  { path: '/setup/phone', ...page('phone', routeRules.setupPhone) },
  { path: '/setup/device', ...page('device', routeRules.setupStep) },
  { path: '/settings', handle: { access: routeRules.settings } },
  { path: '/settings/lucy', ...page('lucy settings', routeRules.settingsPage) },
  { path: '/settings/billing', ...page('billing', routeRules.settingsPage) },
  { path: '/no-rule', element: <h1>unruled</h1> },
  { path: '*', ...page('not found', routeRules.notFound) },
];

function start(summary: SessionSummary, entry: string | { pathname: string; state: unknown }) {
  const session = { summary: vi.fn(async () => summary), signOut: vi.fn(async () => {}) };
  let router: MemoryRouter | undefined;
  const middleware = accessMiddleware(
    session as unknown as Session,
    context,
    pendingLocationOf(() => router),
    () => routes,
  );
  const routes: RouteObject[] = [{ middleware: [middleware], HydrateFallback: () => null, children }];
  router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return { session, router };
}

describe('the access guard runs the domain decision on every navigation (SPEC §2)', () => {
  it('a visitor at a logged-in route goes to /signin with the current path to return to', async () => {
    const { router } = start(signedOut, '/settings/billing?promoCode=X');
    expect(await screen.findByRole('heading', { name: 'sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/settings/billing?promoCode=X',
    );
  });

  it('a logged-in user at a public route is sent through the index decision', async () => {
    const { router } = start(active, '/signin');
    expect(await screen.findByRole('heading', { name: 'lucy settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/lucy');
  });

  it('redirects replace the history entry, so Back does not return to a refused page', async () => {
    const { router } = start(noOrganisation, '/settings/lucy');
    await screen.findByRole('heading', { name: 'phone' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/cancelled opens with the navigation state and not without it', async () => {
    start(signedOut, { pathname: '/cancelled', state: { showFreeCancellationConfirmation: true } });
    expect(await screen.findByRole('heading', { name: 'cancelled' })).toBeInTheDocument();
  });

  it('/cancelled without the state goes to /, then /signin', async () => {
    const { router } = start(signedOut, '/cancelled');
    expect(await screen.findByRole('heading', { name: 'sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('a later navigation is guarded too', async () => {
    const { router } = start(signedOut, '/signin');
    await screen.findByRole('heading', { name: 'sign in' });
    await router.navigate('/settings/lucy');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fsettings%2Flucy');
  });

  it('a route without a rule is refused: the logged-in user goes to / and on from there', async () => {
    const { router } = start(active, '/no-rule');
    expect(await screen.findByRole('heading', { name: 'lucy settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/lucy');
  });

  it('SPEC §2 index rule 7: the error page, after logging the user out', async () => {
    const malformed = {
      ...active,
      hasCampaign: false,
      hasLucyConfig: undefined,
    } as unknown as SessionSummary;
    const { session } = start(malformed, '/');
    expect(await screen.findByRole('heading', { name: 'index error' })).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('the check does not run on in the task that started the navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the session only once the browser has had its turn (scheduler.yield)', async () => {
    let browsersTurn: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (browsersTurn = resolve)) });
    const { session } = start(active, '/settings/lucy');
    await vi.dynamicImportSettled();
    expect(session.summary).not.toHaveBeenCalled();
    browsersTurn();
    expect(await screen.findByRole('heading', { name: 'lucy settings' })).toBeInTheDocument();
    expect(session.summary).toHaveBeenCalled();
  });
});
