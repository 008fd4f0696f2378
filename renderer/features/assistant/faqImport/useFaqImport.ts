import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { FaqStreamEvent } from '../../../api/schemas/faqStream.ts';
import { useApi } from '../../../data/apiContext.tsx';
import { formatPhoneNumbersIn } from '../../../domain/phone/phoneNumber.ts';
import { useOwnerCountry } from '../../../session/ownerCountry.ts';
import { idleImport, importReducer } from './importState.ts';

/** A suggestion as the owner reads and adds it: phone numbers in its answer written as their country does. */
function readable(event: FaqStreamEvent, ownerCountry: string | undefined): FaqStreamEvent {
  return event.type === 'faq'
    ? { ...event, answer: formatPhoneNumbersIn(event.answer, ownerCountry) }
    : event;
}

/**
 * POST /lucy/faq/website, streamed (SPEC §7): each suggestion appears as its event arrives. Stopping,
 * starting again or leaving the page aborts the request (AbortController).
 */
export function useFaqImport() {
  const api = useApi();
  const ownerCountry = useOwnerCountry();
  const [state, dispatch] = useReducer(importReducer, idleImport);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (website: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start', website });
      for await (const event of api.gateway.importWebsiteFaqs(website, controller.signal)) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'event', event: readable(event, ownerCountry) });
      }
      if (!controller.signal.aborted) dispatch({ type: 'ended' });
      if (running.current === controller) running.current = null;
    },
    [api, ownerCountry],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'stop' });
  }, []);

  return { state, dispatch, start, stop };
}
