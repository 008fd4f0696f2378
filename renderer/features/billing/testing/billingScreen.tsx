import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Campaign, ProductPrice, Subscription } from '../../../api/schemas/gateway.ts';
import { memoryTokenStore, unsignedJwt } from '../../../api/testing/fakes.ts';
import { resolveEnvironments } from '../../../domain/environment/index.ts';
import type { Platform } from '../../../platform/types.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createSession } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';

/**
 * Test harness of the billing screens: the real session layer and api with a signed-in owner, a memory
 * router, and a fetch that answers only the gateway calls a test registers (by "METHOD /path" below the
 * gateway), recording every request with its body. The session summary is built by the real code from the
 * registered GET /subscriptions and GET /v1/ca/campaigns answers, so a screen that refreshes it sees what the
 * test changed. Tests only.
 */

export const APP_ORIGIN = 'http://localhost:5173';
const BACKEND = 'http://backend.test';
const GATEWAY = `${BACKEND}/gateway`;

export type Answer = (request: Request) => Response | Promise<Response>;

export interface RecordedRequest {
  key: string;
  query: string;
  body: unknown;
}

/** The gateway's answer: `{ data }`, or 204 without data. */
export const ok =
  (data?: unknown): Answer =>
  () =>
    data === undefined ? new Response(null, { status: 204 }) : Response.json({ data });

/** An error answer with the gateway's `{ message }`. */
export const refuse =
  (status: number, message: string): Answer =>
  () =>
    Response.json({ message }, { status });

/** What jsdom lacks: the modal dialog's showModal and close. */
export function standInForDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
}

/** The dev backend's Australian price list (a year costs ten months), discounted 20% with a promo code. */
export function priceList(percentOff = 0): ProductPrice[] {
  const monthly = { professional: 9900, business: 19900 } as const;
  return (['professional', 'business'] as const).flatMap((productTier) =>
    (['monthly', 'yearly'] as const).map((billingPeriod) => {
      const amount = monthly[productTier] * (billingPeriod === 'monthly' ? 1 : 10);
      return {
        productTier,
        billingPeriod,
        priceId: `price_${productTier}_${billingPeriod}_aud`,
        currency: 'aud',
        amount,
        ...(percentOff ? { discountedAmount: Math.round((amount * (100 - percentOff)) / 100) } : {}),
      };
    }),
  );
}

export function paidSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    productTier: 'professional',
    type: 'paid',
    tag: 'lucy',
    billingPeriod: 'monthly',
    subscriptionCreatedAt: '2026-01-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function lucyCampaign(status: Campaign['subscription']['status'], type = 'paid'): Campaign {
  return {
    id: 'cmp_1',
    campaignType: 'lucy',
    phoneNumber: status === 'live' ? '+61480000123' : null,
    subscription: { status, type },
  };
}

/** Where a screen sent the owner: any path the test did not route renders its name and navigation state. */
function Landed() {
  const location = useLocation();
  return (
    <>
      <h1>Landed at {`${location.pathname}${location.search}`}</h1>
      <output aria-label="navigation state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export interface BillingScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: string;
  /** Answers by "METHOD /path" below the gateway, e.g. "GET /subscriptions". */
  answers: Record<string, Answer>;
}

export async function renderBillingScreen({ path, Component, entry = path, answers }: BillingScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [local] = resolveEnvironments('localhost', { origin: APP_ORIGIN, localBackend: BACKEND });
  if (!local) throw new Error('No local environment');
  const tokens = memoryTokenStore({
    access_token: unsignedJwt({ iss: local.identity, org_id: 'org-1', region: 'au', sub: 'user-1' }),
    refresh_token: 'refresh-1',
  });
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: APP_ORIGIN,
    tokens,
    openExternal: vi.fn(),
  };
  const requests: RecordedRequest[] = [];
  const session = createSession({
    platform,
    environments: [local],
    queryClient,
    navigate: () => {},
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      // The summary's own lookups that billing does not depend on: no user info, no config.
      if (url.pathname === '/identity/userinfo')
        return Response.json({ message: 'not here' }, { status: 500 });
      if (url.pathname.startsWith('/builder/')) return Response.json({ message: 'none' }, { status: 404 });
      const key = `${request.method} ${url.pathname.replace(new URL(GATEWAY).pathname, '')}`;
      const text = await request.clone().text();
      requests.push({ key, query: url.search, body: text ? JSON.parse(text) : undefined });
      const answer = answers[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  // As the guards leave it: the summary is known before the screen renders.
  await session.summary();
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
        <ToastContainer />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const sent = (key: string) => requests.filter((request) => request.key === key);
  return { session, router, tokens, requests, sent, queryClient };
}
