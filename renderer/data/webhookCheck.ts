import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SessionExpiredError } from '../api/index.ts';
import { serviceRefusal } from '../api/refusals.ts';
import {
  type WebhookCheckOutcome,
  webhookCheckFailure,
  webhookCheckOutcome,
} from '../domain/assistant/webhookCheck.ts';
import { useDataServices } from './apiContext.tsx';

/**
 * The one webhook test (SPEC §7 POST .../lucy/test-webhook), for Lucy Settings and the integrations page:
 * `send` a sample message to an address; `resultFor` the address now typed tells how the test of that same
 * address went (a result says nothing about an address typed since).
 */
export function useWebhookCheck() {
  const services = useDataServices();
  const [tested, setTested] = useState<{ url: string; outcome: WebhookCheckOutcome }>();
  const test = useMutation({
    mutationFn: async (url: string) => (await services.api()).builder.testWebhook(url),
    onSuccess: (result, url) => setTested({ url, outcome: webhookCheckOutcome(result) }),
    onError: (error, url) => {
      // The app is on its way to the sign-in page.
      if (error instanceof SessionExpiredError) return;
      setTested({ url, outcome: webhookCheckFailure(serviceRefusal(error)?.message) });
    },
  });
  return {
    send: (url: string) => test.mutate(url),
    sending: test.isPending,
    resultFor: (url: string) => (tested?.url === url ? tested.outcome : undefined),
  };
}
