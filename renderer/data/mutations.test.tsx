import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../api/schemas/gateway.ts';
import { gatewaySubscription } from '../api/testing/fakes.ts';
import { SessionProvider } from '../session/context.tsx';
import { TEST_BACKEND, testSession } from '../session/testing/screen.tsx';
import {
  useCancelSubscription,
  useCreateFreeLucyCampaign,
  useReactivateLucy,
  useUpgradeSubscription,
} from './mutations.ts';
import { campaignsQuery, dataKeys, subscriptionsQuery } from './queries.ts';

const professional = gatewaySubscription({ id: 'sub-1', currentPeriodEnd: '2026-12-08T00:00:00Z' });
const lucyCampaign: Campaign = {
  id: 'campaign-1',
  campaignType: 'lucy',
  phoneNumber: '+61255500042',
  subscription: { status: 'live', type: 'free' },
};

/** The gateway answering `answers` by "METHOD /path", recording every call. */
function setUp(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const test = testSession({
    fetch: async (input, init) => {
      const url = new URL(String(input));
      expect(url.origin).toBe(TEST_BACKEND);
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/gateway/, '')}`;
      calls.push(key);
      if (!(key in answers)) return Response.json({ message: `Not here: ${key}` }, { status: 404 });
      return Response.json({ data: answers[key] });
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={test.queryClient}>
      <SessionProvider session={test.session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return { ...test, calls, wrapper };
}

describe('renderer/data mutations put their answers into the cache (issue 12)', () => {
  it('a cancelled subscription replaces the cached one by id: no GET /subscriptions again', async () => {
    const cancelled = { ...professional, cancelAtPeriodEnd: true };
    const { queryClient, session, calls, wrapper } = setUp({
      'GET /subscriptions': [professional],
      'POST /subscriptions/cancel': cancelled,
    });
    await queryClient.fetchQuery(subscriptionsQuery(await session.api()));
    const { result } = renderHook(() => useCancelSubscription(), { wrapper });
    await waitFor(() => expect(result.current).toBeTruthy());
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(dataKeys.subscriptions())).toEqual([cancelled]);
    expect(calls).toEqual(['GET /subscriptions', 'POST /subscriptions/cancel']);
  });

  it('an upgrade answering a subscription the cache does not hold has the list read again', async () => {
    const business = { ...professional, id: 'sub-2', productTier: 'business' as const };
    const { queryClient, session, calls, wrapper } = setUp({
      'GET /subscriptions': [professional],
      'POST /subscriptions/upgrade': business,
    });
    await queryClient.fetchQuery(subscriptionsQuery(await session.api()));
    const { result } = renderHook(() => useUpgradeSubscription(), { wrapper });
    await waitFor(() => expect(result.current).toBeTruthy());
    await act(() =>
      result.current.mutateAsync({ choice: { productTier: 'business', billingPeriod: 'monthly' } }),
    );
    expect(calls).toEqual(['GET /subscriptions', 'POST /subscriptions/upgrade']);
    expect(queryClient.getQueryState(dataKeys.subscriptions())?.isInvalidated).toBe(true);
  });

  it('the free plan’s new campaign joins the cached campaigns only by a new read (the order is the service’s)', async () => {
    const { queryClient, session, calls, wrapper } = setUp({
      'GET /v1/ca/campaigns': [],
      'POST /organisations/org-1/create-free-lucy-campaign': lucyCampaign,
    });
    await queryClient.fetchQuery(campaignsQuery(await session.api()));
    const { result } = renderHook(() => useCreateFreeLucyCampaign(), { wrapper });
    await waitFor(() => expect(result.current).toBeTruthy());
    await act(() => result.current.mutateAsync());
    expect(calls).toEqual(['GET /v1/ca/campaigns', 'POST /organisations/org-1/create-free-lucy-campaign']);
    expect(queryClient.getQueryState(dataKeys.campaigns())?.isInvalidated).toBe(true);
  });

  it('a reactivation writes the subscription it answers and marks the campaigns, which carry it, to be read again', async () => {
    const cancelledFree = { ...professional, productTier: 'free' as const, status: 'canceled' as const };
    const live = { ...cancelledFree, status: 'active' as const };
    const { queryClient, session, calls, wrapper } = setUp({
      'GET /subscriptions': [cancelledFree],
      'GET /v1/ca/campaigns': [lucyCampaign],
      'POST /lucy/reactivate': live,
    });
    const api = await session.api();
    await queryClient.fetchQuery(subscriptionsQuery(api));
    await queryClient.fetchQuery(campaignsQuery(api));
    const { result } = renderHook(() => useReactivateLucy(), { wrapper });
    await waitFor(() => expect(result.current).toBeTruthy());
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(dataKeys.subscriptions())).toEqual([live]);
    expect(queryClient.getQueryState(dataKeys.subscriptions())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(dataKeys.campaigns())?.isInvalidated).toBe(true);
    expect(calls).toEqual(['GET /subscriptions', 'GET /v1/ca/campaigns', 'POST /lucy/reactivate']);
  });
});
