import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../../api/testing/fakes.ts';
import { appLink, type EnvironmentFlags, resolveEnvironments } from '../../domain/environment/index.ts';
import { SessionProvider } from '../context.tsx';
import { createSession } from '../createSession.ts';
import type { Platform } from '../platform.ts';
import { routeContextOf } from '../routeContext.ts';
import { memoryStorage } from './memoryStorage.ts';

/**
 * What the screens' component tests share: the real session layer and api in the local environment, over a
 * fetch the test provides, and a memory router inside the app's providers. Tests only.
 */

export const TEST_APP_ORIGIN = 'http://localhost:5173';
export const TEST_BACKEND = 'http://backend.test';

/** How a test answers one request. */
export type Answer = (request: Request) => Response | Promise<Response>;

/** A JSON answer, as the services send them. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export interface TestSessionOptions {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The signed-in user's id; `false` for a visitor who is not signed in. Signed-in users belong to org-1. */
  user?: string | false;
  flags?: Partial<EnvironmentFlags>;
  queryClient?: QueryClient;
  storage?: Storage;
  /** Unfinished forms (sessionStorage in the app); pass the same one to a second render to stand for a reload. */
  drafts?: Storage;
  openExternal?: Platform['openExternal'];
  /** The shell's payment navigation: the web's by default (return to the app's page, leave for the payment page). */
  payments?: Pick<Platform, 'paymentReturnAddress' | 'openPaymentPage'>;
  /** The environment's base address (SPEC §3 baseUrl); '' for an environment without one. */
  baseUrl?: string;
  /** The desktop shell's sign-in through the system browser; the web has none. */
  browserSignIn?: Platform['browserSignIn'];
  /** Whether analytics runs in the shell (the web's yes by default; the desktop's no). */
  productAnalytics?: boolean;
}

export function testSession({
  fetch,
  user = 'user-1',
  flags,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  storage = memoryStorage(),
  drafts = memoryStorage(),
  openExternal = vi.fn(),
  payments = { paymentReturnAddress: appLink, openPaymentPage: vi.fn(async () => 'left' as const) },
  baseUrl = TEST_APP_ORIGIN,
  browserSignIn,
  productAnalytics = true,
}: TestSessionOptions) {
  const [local] = resolveEnvironments('localhost', { origin: TEST_APP_ORIGIN, localBackend: TEST_BACKEND });
  if (!local) throw new Error('No local environment');
  const environment = { ...local, baseUrl, flags: { ...local.flags, ...flags } };
  const tokens = memoryTokenStore(
    user
      ? {
          access_token: unsignedJwt({ iss: environment.identity, org_id: 'org-1', region: 'au', sub: user }),
          refresh_token: 'refresh-1',
        }
      : null,
  );
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: TEST_APP_ORIGIN,
    tokens,
    productAnalytics,
    openExternal,
    paymentReturnAddress: payments.paymentReturnAddress,
    openPaymentPage: payments.openPaymentPage,
    reportSaving: vi.fn(),
    ...(browserSignIn ? { browserSignIn } : {}),
    sessionKeeping: async () => ({ kept: true }),
  };
  const session = createSession({
    platform,
    environments: [environment],
    queryClient,
    navigate: () => {},
    warn: () => {},
    storage,
    drafts,
    fetch,
  });
  return { session, queryClient, environment, tokens, platform, storage };
}

/** Where a screen sent the user: any path the test did not route shows it, and its navigation state. */
export function Landed() {
  const location = useLocation();
  return (
    <>
      <h1>Landed at {`${location.pathname}${location.search}`}</h1>
      <output aria-label="navigation state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/**
 * A memory router over the test's routes, with `Landed` on every other path; given the test's session, route
 * loaders read it and its query cache as they do in the app.
 */
export function screenRouter(
  routes: RouteObject[],
  entry: InitialEntry,
  services?: Pick<ReturnType<typeof testSession>, 'session' | 'queryClient'>,
) {
  return createMemoryRouter([...routes, { path: '*', Component: Landed }], {
    initialEntries: [entry],
    ...(services && { getContext: routeContextOf(services) }),
  });
}

/** Renders a router inside the app's providers. */
export function renderWithSession(
  { session, queryClient }: Pick<ReturnType<typeof testSession>, 'session' | 'queryClient'>,
  router: ReturnType<typeof screenRouter>,
  { toasts = false }: { toasts?: boolean } = {},
): void {
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
        {toasts ? <ToastContainer /> : null}
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Renders the test's routes (and `Landed` for every other path) inside the app's providers. */
export function renderScreen(
  test: Pick<ReturnType<typeof testSession>, 'session' | 'queryClient'>,
  routes: RouteObject[],
  entry: InitialEntry,
  options: { toasts?: boolean } = {},
) {
  const router = screenRouter(routes, entry, test);
  renderWithSession(test, router, options);
  return router;
}

/** What jsdom lacks: the modal dialog's showModal, close (with its close event) and open. */
export function standInForDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
}
