import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { memoryTokenStore, unsignedJwt } from '../../../api/testing/fakes.ts';
import { resolveEnvironments } from '../../../domain/environment/index.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createSession } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';
import { IntegrationsPage } from '../IntegrationsPage.tsx';

/**
 * Test harness of the integrations page: the page inside the real session layer, signed in, with a fetch that
 * answers only what a test registers by "METHOD /path" below the backend, so an unexpected call fails loudly.
 * Tests only.
 */

export type Answer = (request: Request) => Response | Promise<Response>;

const BACKEND = 'http://backend.test';
export const CONFIG_PATH = '/builder/builder-api/organisations/org-1/lucy/config';
export const TEST_WEBHOOK_PATH = '/builder/builder-api/organisations/org-1/lucy/test-webhook';

function Landed() {
  return <h1>Landed at {useLocation().pathname}</h1>;
}

export async function renderIntegrationsPage(answers: Record<string, Answer>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [environment] = resolveEnvironments('localhost', {
    origin: 'http://localhost:5173',
    localBackend: BACKEND,
  });
  if (!environment) throw new Error('No local environment');
  const tokens = memoryTokenStore({
    access_token: unsignedJwt({ iss: environment.identity, org_id: 'org-1', region: 'au', sub: 'user-1' }),
    refresh_token: 'refresh-1',
  });
  const requests: { key: string; body: unknown }[] = [];
  const session = createSession({
    platform: {
      info: { shell: 'web', version: 'test' },
      environmentHost: 'localhost',
      origin: 'http://localhost:5173',
      tokens,
      openExternal: () => {},
    },
    environments: [environment],
    queryClient,
    navigate: () => {},
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const text = await request.clone().text();
      requests.push({ key, body: text ? JSON.parse(text) : undefined });
      const answer = answers[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  await session.api();
  const router = createMemoryRouter(
    [
      { path: '/settings/integrations', Component: IntegrationsPage },
      { path: '*', Component: Landed },
    ],
    { initialEntries: ['/settings/integrations'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { requests, router };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
