import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDataServices } from './apiContext.tsx';
import { idleImport, importReducer } from './faqImportState.ts';

/**
 * POST /lucy/faq/website, streamed (SPEC §7): each suggestion appears as its event arrives. Stopping,
 * starting again or leaving the page aborts the request (AbortController).
 */
export function useFaqImport() {
  const services = useDataServices();
  const [state, dispatch] = useReducer(importReducer, idleImport);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (website: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start', website });
      const api = await services.api();
      for await (const event of api.gateway.importWebsiteFaqs(website, controller.signal)) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'event', event });
      }
      if (!controller.signal.aborted) dispatch({ type: 'ended' });
      if (running.current === controller) running.current = null;
    },
    [services],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'stop' });
  }, []);

  return { state, dispatch, start, stop };
}
