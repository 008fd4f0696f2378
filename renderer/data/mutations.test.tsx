import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Campaign, Subscription } from '../api/schemas/gateway.ts';
import { gatewaySubscription } from '../api/testing/fakes.ts';
import { useDataServices } from '../data/apiContext.tsx';
import { SessionProvider } from '../session/context.tsx';
import { TEST_BACKEND, testSession } from '../session/testing/screen.tsx';
import {
  useCancelSubscription,
  useCreateFreeLucyCampaign,
  useReactivateLucy,
  useUpgradeSubscription,
} from './mutations.ts';
import { campaignsQuery, subscriptionsQuery } from './queries.ts';

const professional = gatewaySubscription({ id: 'sub-1', currentPeriodEnd: '2026-12-08T00:00:00Z' });
const lucyCampaign: Campaign = {
  id: 'campaign-1',
  campaignType: 'lucy',
  phoneNumber: '+61255500042',
  subscription: { status: 'live', type: 'free' },
};

/**
 * The gateway answering by "METHOD /path" (a list of answers is given out in turn, the last one kept), with
 * every call recorded.
 */
function setUp(answers: Record<string, unknown[]>) {
  const calls: string[] = [];
  const test = testSession({
    fetch: async (input, init) => {
      const url = new URL(String(input));
      expect(url.origin).toBe(TEST_BACKEND);
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/gateway/, '')}`;
      calls.push(key);
      const inTurn = answers[key];
      if (!inTurn) return Response.json({ message: `Not here: ${key}` }, { status: 404 });
      return Response.json({ data: inTurn.length > 1 ? inTurn.shift() : inTurn[0] });
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={test.queryClient}>
      <SessionProvider session={test.session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return { calls, wrapper };
}

/** What a screen showing the subscriptions and the campaigns has on screen, and a write it offers. */
function useScreenWith<Write>(useWrite: () => Write) {
  const api = useDataServices();
  return {
    subscriptions: useQuery(subscriptionsQuery(api)).data,
    campaigns: useQuery(campaignsQuery(api)).data,
    write: useWrite(),
  };
}

/** The screen, once it shows what the service answered first. */
async function openScreen<Write>(useWrite: () => Write, wrapper: ReturnType<typeof setUp>['wrapper']) {
  const { result } = await act(async () => renderHook(() => useScreenWith(useWrite), { wrapper }));
  await waitFor(() => expect(result.current?.subscriptions && result.current.campaigns).toBeDefined());
  return result;
}

describe('renderer/data mutations put their answers into the cache', () => {
  it('a cancelled subscription is shown from the answer: GET /subscriptions is not sent again', async () => {
    const cancelled: Subscription = { ...professional, cancelAtPeriodEnd: true };
    const { calls, wrapper } = setUp({
      'GET /subscriptions': [[professional], [{ ...professional, id: 'sub-read-again' }]],
      'GET /v1/ca/campaigns': [[lucyCampaign]],
      'POST /subscriptions/cancel': [cancelled],
    });
    const screen = await openScreen(useCancelSubscription, wrapper);
    expect(screen.current.subscriptions).toEqual([professional]);

    await act(() => screen.current.write.mutateAsync());
    await waitFor(() => expect(screen.current.subscriptions).toEqual([cancelled]));
    expect(calls).toEqual(['GET /subscriptions', 'GET /v1/ca/campaigns', 'POST /subscriptions/cancel']);
  });

  it('an upgrade answering a subscription the cache does not hold has the list read again', async () => {
    const business: Subscription = { ...professional, id: 'sub-2', productTier: 'business' };
    const { calls, wrapper } = setUp({
      'GET /subscriptions': [[professional], [professional, business]],
      'GET /v1/ca/campaigns': [[lucyCampaign]],
      'POST /subscriptions/upgrade': [business],
    });
    const screen = await openScreen(useUpgradeSubscription, wrapper);

    await act(() =>
      screen.current.write.mutateAsync({ choice: { productTier: 'business', billingPeriod: 'monthly' } }),
    );
    await waitFor(() => expect(screen.current.subscriptions).toEqual([professional, business]));
    expect(calls).toEqual([
      'GET /subscriptions',
      'GET /v1/ca/campaigns',
      'POST /subscriptions/upgrade',
      'GET /subscriptions',
    ]);
  });

  it('the free plan’s new campaign joins the shown campaigns only by a new read (the order is the service’s)', async () => {
    const { calls, wrapper } = setUp({
      'GET /subscriptions': [[]],
      'GET /v1/ca/campaigns': [[], [lucyCampaign]],
      'POST /organisations/org-1/create-free-lucy-campaign': [lucyCampaign],
    });
    const screen = await openScreen(useCreateFreeLucyCampaign, wrapper);
    expect(screen.current.campaigns).toEqual([]);

    await act(() => screen.current.write.mutateAsync());
    await waitFor(() => expect(screen.current.campaigns).toEqual([lucyCampaign]));
    expect(calls).toEqual([
      'GET /subscriptions',
      'GET /v1/ca/campaigns',
      'POST /organisations/org-1/create-free-lucy-campaign',
      'GET /v1/ca/campaigns',
    ]);
  });

  it('a reactivation shows the subscription it answers and reads the campaigns, which carry it, again', async () => {
    const cancelledFree: Subscription = { ...professional, productTier: 'free', status: 'canceled' };
    const live: Subscription = { ...cancelledFree, status: 'active' };
    const liveCampaign: Campaign = { ...lucyCampaign, id: 'campaign-2' };
    const { calls, wrapper } = setUp({
      'GET /subscriptions': [[cancelledFree], [{ ...live, id: 'sub-read-again' }]],
      'GET /v1/ca/campaigns': [[lucyCampaign], [liveCampaign]],
      'POST /lucy/reactivate': [live],
    });
    const screen = await openScreen(useReactivateLucy, wrapper);

    await act(() => screen.current.write.mutateAsync());
    await waitFor(() => expect(screen.current.campaigns).toEqual([liveCampaign]));
    expect(screen.current.subscriptions).toEqual([live]);
    expect(calls).toEqual([
      'GET /subscriptions',
      'GET /v1/ca/campaigns',
      'POST /lucy/reactivate',
      'GET /v1/ca/campaigns',
    ]);
  });
});
