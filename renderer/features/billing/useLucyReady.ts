import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { campaignsQuery } from '../../data/queries.ts';
import { isLucyReady } from '../../domain/billing/lucyReady.ts';
import { FIRST_POLL_DELAY_MS, POLLING_INTERVAL_MS, SLOW_MESSAGE_AFTER_MS } from '../../domain/constants.ts';
import { useApi } from '../../session/context.tsx';

/**
 * SPEC §4 loading pages, §9 constants: polls the campaigns every 5 s, the first time after 5 s, until Lucy is
 * ready; after 20 s without her, `slow` asks the page to show the slow message.
 */
export function useLucyReady(): { ready: boolean; slow: boolean } {
  const api = useApi();
  const [polling, setPolling] = useState(false);
  const [late, setLate] = useState(false);

  useEffect(() => {
    const firstPoll = setTimeout(() => setPolling(true), FIRST_POLL_DELAY_MS);
    const slowMessage = setTimeout(() => setLate(true), SLOW_MESSAGE_AFTER_MS);
    return () => {
      clearTimeout(firstPoll);
      clearTimeout(slowMessage);
    };
  }, []);

  const campaigns = useQuery({
    ...campaignsQuery(api),
    // A failed poll counts as no campaign (SPEC §7), so the next poll simply tries again.
    enabled: polling,
    refetchInterval: (query) =>
      query.state.data && isLucyReady(query.state.data) ? false : POLLING_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

  // Only what was read since the page opened: campaigns read before (Lucy live before an upgrade or a switch,
  // which put her back into provisioning) would send the owner on before she is ready.
  const ready = campaigns.isFetchedAfterMount && campaigns.data !== undefined && isLucyReady(campaigns.data);
  return { ready, slow: late && !ready };
}
