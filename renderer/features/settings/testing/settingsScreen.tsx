import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../../../api/testing/fakes.ts';
import { type SessionSummary, SIGNED_OUT_SESSION } from '../../../domain/access/session.ts';
import { type EnvironmentConfig, resolveEnvironments } from '../../../domain/environment/index.ts';
import type { Subscription } from '../../../domain/subscription/types.ts';
import type { Platform } from '../../../platform/types.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createSession, sessionKeys } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';

/**
 * Test harness of the settings layout: the real session layer with a signed-in owner whose session summary is
 * already known (as the guards leave it), a memory router, and a fetch that answers only the calls a test
 * registers, so an unexpected call fails loudly. jsdom has neither modal dialogs nor media queries, so both are
 * stood in for. Tests only.
 */

const BACKEND = 'http://backend.test';

export type Answer = (request: Request) => Response | Promise<Response>;

/** What jsdom lacks: the modal dialog's open/close (with its close event) and matchMedia (a phone screen). */
export function standInForBrowserFeatures(): void {
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
  window.matchMedia = vi.fn((query: string) => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  });
}

/** Where a link or Logout took the owner: any path the test did not route renders its name. */
function Landed() {
  return <h1>Landed at {useLocation().pathname}</h1>;
}

export function activeSummary(subscription: Partial<Subscription> = {}): SessionSummary {
  return {
    ...SIGNED_OUT_SESSION,
    isLoggedIn: true,
    hasOrganisation: true,
    hasSubscription: true,
    hasLucyConfig: true,
    hasLucyCampaign: true,
    hasCampaign: true,
    deviceCarrierPreferences: 'supported',
    latestSubscription: { status: 'active', productTier: 'professional', ...subscription },
  };
}

export interface SettingsScreenOptions {
  summary?: SessionSummary;
  flags?: Partial<EnvironmentConfig['flags']>;
  /** Answers by "METHOD /path" below the backend (e.g. "GET /gateway/v1/ca/campaigns"). */
  answers?: Record<string, Answer>;
  routes: RouteObject[];
  entry: string;
}

export async function renderSettingsScreen(options: SettingsScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const [local] = resolveEnvironments('localhost', {
    origin: 'http://localhost:5173',
    localBackend: BACKEND,
  });
  if (!local) throw new Error('No local environment');
  const environment = { ...local, flags: { ...local.flags, ...options.flags } };
  const tokens = memoryTokenStore({
    access_token: unsignedJwt({ iss: environment.identity, org_id: 'org-1', region: 'au', sub: 'user-1' }),
    refresh_token: 'refresh-1',
  });
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: 'http://localhost:5173',
    tokens,
    openExternal: vi.fn(),
  };
  const requests: string[] = [];
  const session = createSession({
    platform,
    environments: [environment],
    queryClient,
    navigate: () => {},
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      requests.push(key);
      const answer = options.answers?.[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  queryClient.setQueryData(sessionKeys.summary(), options.summary ?? activeSummary());
  // The guards have loaded the api before any settings screen renders.
  await session.api();
  const router = createMemoryRouter([...options.routes, { path: '*', Component: Landed }], {
    initialEntries: [options.entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { session, router, tokens, platform, environment, requests, queryClient };
}

/** A JSON answer, as the services send them. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
