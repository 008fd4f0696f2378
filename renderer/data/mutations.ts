import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LucyConfig } from '../api/schemas/builder.ts';
import type { Subscription } from '../api/schemas/gateway.ts';
import { useApi } from '../session/context.tsx';
import { dataKeys } from './queries.ts';

/**
 * SPEC §7 PUT .../lucy/config over the revision the edit started from. "Afterwards the cached config is
 * refreshed" from the answer itself, which is the saved config and its new revision: nothing is fetched again,
 * and every screen (and the session summary, derived from the same entry) sees it at once.
 */
export function useSaveLucyConfig() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lucyConfig, version }: { lucyConfig: LucyConfig; version: number }) =>
      api.builder.saveLucyConfig(lucyConfig, version),
    onSuccess: (saved) => queryClient.setQueryData(dataKeys.lucyConfig(), saved),
  });
}

/**
 * A subscription as a subscription call answered it (cancel, revert-cancellation): it takes the place of the
 * one with its id in the cached GET /subscriptions, so nothing is fetched again. Only when the cache does not
 * hold it is the list read again.
 */
export async function rememberSubscription(
  queryClient: QueryClient,
  subscription: Subscription,
): Promise<void> {
  const cached = queryClient.getQueryData<Subscription[]>(dataKeys.subscriptions());
  if (!cached?.some((each) => each.id === subscription.id)) {
    await queryClient.invalidateQueries({ queryKey: dataKeys.subscriptions() });
    return;
  }
  queryClient.setQueryData<Subscription[]>(
    dataKeys.subscriptions(),
    cached.map((each) => (each.id === subscription.id ? subscription : each)),
  );
}
