import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../../../api/testing/fakes.ts';
import type { DevicePreferences } from '../../../domain/carriers/preferences.ts';
import { identityUrl, resolveEnvironments } from '../../../domain/environment/index.ts';
import type { Platform } from '../../../platform/types.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createDevicePreferencesStore } from '../../../session/devicePreferences.ts';
import { createSession } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';

/**
 * Test harness of the phone questions and the guide: screens inside the real session layer, signed in as
 * `USER_ID`, with the calls they make stubbed on `api` (the session's fetch refuses everything else). Tests
 * only.
 */

export const USER_ID = 'user-1';

/** Where a screen sent the owner, when the test did not route that path to a screen. */
function Landed() {
  return <h1>Landed at {useLocation().pathname}</h1>;
}

/** `matchMedia` for jsdom: `phone` makes the phone queries match, else the wide-screen ones. */
export function emulateScreen(kind: 'phone' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' ? query.includes('pointer: coarse') : query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

export interface ScreenOptions {
  routes: Record<string, ComponentType>;
  entry: string;
  /** The business phone in the user info (E.164); its country picks the carrier list. */
  businessPhone?: string | null;
  stored?: DevicePreferences;
  /** The Lucy campaign's number (E.164). */
  lucyNumber?: string;
}

export async function prepareScreen({
  routes,
  entry,
  businessPhone = '+61412345678',
  stored,
  lucyNumber = '+61255500042',
}: ScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const environments = resolveEnvironments('localhost', {
    origin: 'http://localhost:5173',
    localBackend: 'http://backend.test',
  });
  const tokens = memoryTokenStore({
    access_token: unsignedJwt({
      iss: identityUrl(environments),
      org_id: 'org-1',
      region: 'au',
      sub: USER_ID,
    }),
    refresh_token: 'refresh-1',
  });
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: 'http://localhost:5173',
    tokens,
    openExternal: () => {},
  };
  const storage = memoryStorage();
  const devicePreferences = createDevicePreferencesStore(storage);
  if (stored) devicePreferences.write(USER_ID, stored);
  const session = createSession({
    platform,
    environments,
    queryClient,
    navigate: () => {},
    storage,
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  const api = await session.api();
  api.identity.getUserInfo = vi.fn(async () => ({
    phoneNumber: businessPhone,
    clientInfo: { id: USER_ID, email: 'olive@example.com' },
  }));
  api.gateway.saveUserDevice = vi.fn(async () => {});
  api.gateway.recordUserMetric = vi.fn(async () => {});
  api.gateway.getCampaigns = vi.fn(async () => [
    {
      id: 'campaign-1',
      campaignType: 'lucy',
      phoneNumber: lucyNumber,
      subscription: { status: 'live' as const, type: 'paid' },
    },
  ]);
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, Component]) => ({ path, Component })),
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  );
  function show() {
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
  }
  return { api, router, show, stored: () => devicePreferences.read(USER_ID) };
}
