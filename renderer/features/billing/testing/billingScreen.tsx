import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { Campaign, ProductPrice, Subscription } from '../../../api/schemas/gateway.ts';
import { appLink } from '../../../domain/environment/resolve.ts';
import { guessedCountry } from '../../../domain/environment/timeZone.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import { formatDate, ownerLocale } from '../../../domain/format/index.ts';
import type { PaymentNavigation, Platform } from '../../../session/platform.ts';
import { type Answer, renderScreen, TEST_APP_ORIGIN, testSession } from '../../../session/testing/screen.tsx';

/**
 * Test harness of the billing screens: the real session layer and api with a signed-in owner, a memory
 * router, and a fetch that answers only the gateway calls a test registers (by "METHOD /path" below the
 * gateway), recording every request with its body. The session summary is built by the real code from the
 * registered GET /subscriptions and GET /v1/ca/campaigns answers, so a screen that refreshes it sees what the
 * test changed. Tests only.
 */

export const APP_ORIGIN = TEST_APP_ORIGIN;

/**
 * A date as the screens write it for the test's owner: without a business phone (no GET /identity/userinfo
 * answer), the owner's country is the time-zone guess of SPEC §9 (session/ownerCountry.ts).
 */
export function ownerDate(isoDateTime: string): string | undefined {
  return formatDate(isoDateTime, ownerLocale(guessedCountry(), navigator.language));
}
const GATEWAY_PATH = '/gateway';

export type { Answer };

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

export { standInForDialogs } from '../../../session/testing/screen.tsx';

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
        features: [`What ${productTier} includes`, `More of ${productTier}`],
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

export interface BillingScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: string;
  /** Answers by "METHOD /path" below the gateway, e.g. "GET /subscriptions". */
  answers: Record<string, Answer>;
  /** The environment's base address, when it is not the app's own origin ('' for none). */
  baseUrl?: string;
  /** The shell's payment navigation; the web's by default, leaving through `openPaymentPage` below. */
  payments?: Pick<Platform, 'paymentReturnAddress' | 'openPaymentPage'>;
  /** The environment's flags that differ from the local environment's. */
  flags?: Partial<EnvironmentFlags>;
}

/** The web shell's departure for a payment page, recorded instead of leaving jsdom's page. */
export const openPaymentPage = vi.fn(async (_url: string): Promise<PaymentNavigation> => 'left');

export async function renderBillingScreen({
  path,
  Component,
  entry = path,
  answers,
  baseUrl,
  payments = { paymentReturnAddress: appLink, openPaymentPage },
  flags,
}: BillingScreenOptions) {
  const requests: RecordedRequest[] = [];
  const test = testSession({
    ...(flags ? { flags } : {}),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    payments,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      // The summary's own lookups that billing does not depend on: no user info (unless the test gives the
      // business phone, which sets how dates and prices read), no config unless the test gives one.
      if (url.pathname === '/identity/userinfo') {
        const userInfo = answers['GET /identity/userinfo'];
        return userInfo ? userInfo(request) : Response.json({ message: 'not here' }, { status: 500 });
      }
      if (url.pathname.startsWith('/builder/')) {
        const config = url.pathname.endsWith('/lucy/config') ? answers['GET lucy config'] : undefined;
        return config ? config(request) : Response.json({ message: 'none' }, { status: 404 });
      }
      const key = `${request.method} ${url.pathname.replace(GATEWAY_PATH, '')}`;
      const text = await request.clone().text();
      requests.push({ key, query: url.search, body: text ? JSON.parse(text) : undefined });
      const answer = answers[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  // As the guards leave it: the summary is known before the screen renders.
  await test.session.summary();
  const router = renderScreen(test, [{ path, Component }], entry, { toasts: true });
  const sent = (key: string) => requests.filter((request) => request.key === key);
  return {
    session: test.session,
    router,
    tokens: test.tokens,
    requests,
    sent,
    queryClient: test.queryClient,
  };
}
