import type { TestWebhookResult } from '../../renderer/api/schemas/builder.ts';
import { badRequest } from '../http/errors.ts';
import { type OutboundPolicy, OutboundRefused, outboundFetch } from '../http/outbound.ts';
import type { OutsideWorld } from './outsideWorld.ts';

/** The message a webhook receives when Lucy takes one; the test sends this sample, marked as a test. */
export function sampleMessage(businessName: string, now: number) {
  return {
    event: 'message.taken',
    test: true,
    business: businessName,
    call: {
      id: `call_test_${now}`,
      startedAt: new Date(now - 95_000).toISOString(),
      durationSeconds: 95,
      from: '+61255509999',
      callerName: 'Alex Example',
    },
    message: {
      summary: 'Alex would like a quote for a blocked drain and asks for a call back this afternoon.',
      callbackNumber: '+61255509999',
    },
  };
}

function requireWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('The webhook URL must be an absolute http or https address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('The webhook URL must be an absolute http or https address.');
  }
  return url;
}

/**
 * POST .../lucy/test-webhook: posts the sample message to the URL with a short timeout and reports what
 * came back. Unreachable, timed out and redirected webhooks count as not delivered (status 0 when none).
 */
export async function testWebhook(
  target: string,
  options: {
    businessName: string;
    now: number;
    timeoutMs: number;
    outside: OutsideWorld;
    policy: OutboundPolicy;
  },
): Promise<TestWebhookResult> {
  const url = requireWebhookUrl(target);
  const registered = options.outside.webhookStatus(url.href);
  if (registered !== undefined)
    return { delivered: registered >= 200 && registered < 300, statusCode: registered };
  try {
    const response = await outboundFetch(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Lucy-Webhook-Test/1.0',
          'X-Lucy-Event': 'test',
        },
        body: JSON.stringify(sampleMessage(options.businessName, options.now)),
        timeoutMs: options.timeoutMs,
        // A redirected webhook counts as not delivered: the message is never sent on to another address.
        maxRedirects: 0,
        maxBytes: 0,
      },
      options.policy,
    );
    return { delivered: response.status >= 200 && response.status < 300, statusCode: response.status };
  } catch (error) {
    if (error instanceof OutboundRefused) {
      throw badRequest('The webhook URL must be a public internet address, not one on a private network.');
    }
    return { delivered: false, statusCode: 0 };
  }
}
