/**
 * What the owner is told after testing a webhook (SPEC §7 POST .../lucy/test-webhook), in the settings' message
 * taking and on the integrations page alike: whether it worked, and what to do if it did not.
 */
export interface WebhookCheckOutcome {
  tone: 'success' | 'danger';
  title: string;
  detail: string;
}

const CHECK_ADDRESS =
  'Check the address, and that your service accepts POST requests with a JSON body, then test again.';

/** The builder's answer to a webhook test, in words. */
export function webhookCheckOutcome(result: { delivered: boolean; statusCode: number }): WebhookCheckOutcome {
  if (result.delivered) {
    return {
      tone: 'success',
      title: 'Test message delivered',
      detail: `Your webhook accepted Lucy's sample message (HTTP ${result.statusCode}).`,
    };
  }
  if (result.statusCode === 0) {
    return {
      tone: 'danger',
      title: 'Lucy could not reach your webhook',
      detail:
        'Nothing answered at this address in time. Check it is spelled correctly and reachable from the internet, then test again.',
    };
  }
  return {
    tone: 'danger',
    title: 'Your webhook refused the test message',
    detail: `It answered HTTP ${result.statusCode}. ${CHECK_ADDRESS}`,
  };
}

/** A test that could not be run at all: the service's reason when it gave one, otherwise what to try. */
export function webhookCheckFailure(reason: string | undefined): WebhookCheckOutcome {
  return {
    tone: 'danger',
    title: 'The test message was not sent',
    detail: reason || 'Lucy could not run the test just now. Check your connection and try again.',
  };
}
