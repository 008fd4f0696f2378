import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Campaign } from '../../api/schemas/gateway.ts';
import { useDataServices } from '../../data/apiContext.tsx';
import { campaignsQuery } from '../../data/queries.ts';
import { isLucyReady } from '../../domain/billing/lucyReady.ts';
import { FIRST_POLL_DELAY_MS, POLLING_INTERVAL_MS, SLOW_MESSAGE_AFTER_MS } from '../../domain/constants.ts';

/**
 * SPEC §4 loading pages, §9 constants: polls the campaigns every 5 s, the first time after 5 s, until Lucy is
 * ready; after 20 s without her, `slow` asks the page to show the slow message.
 */
export function useLucyReady(): { ready: boolean; slow: boolean } {
  const services = useDataServices();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const [late, setLate] = useState(false);
  // When the campaigns in the cache were read, as the page opened (0: never).
  const [readBefore] = useState(
    () => queryClient.getQueryState(campaignsQuery(services).queryKey)?.dataUpdatedAt ?? 0,
  );

  useEffect(() => {
    const firstPoll = setTimeout(() => setPolling(true), FIRST_POLL_DELAY_MS);
    const slowMessage = setTimeout(() => setLate(true), SLOW_MESSAGE_AFTER_MS);
    return () => {
      clearTimeout(firstPoll);
      clearTimeout(slowMessage);
    };
  }, []);

  // Only campaigns read since the page opened: those read before (Lucy live before an upgrade or a switch, which
  // put her back into provisioning) would send the owner on before she is ready. A failed poll keeps them in
  // the cache, so it is a new read that counts, not whether the page has polled.
  const readyNow = ({ data, dataUpdatedAt }: { data?: Campaign[] | undefined; dataUpdatedAt: number }) =>
    dataUpdatedAt > readBefore && data !== undefined && isLucyReady(data);

  const campaigns = useQuery({
    ...campaignsQuery(services),
    // A failed poll counts as no campaign (SPEC §7), so the next poll simply tries again.
    enabled: polling,
    refetchInterval: (query) => (readyNow(query.state) ? false : POLLING_INTERVAL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

  const ready = readyNow(campaigns);
  return { ready, slow: late && !ready };
}
