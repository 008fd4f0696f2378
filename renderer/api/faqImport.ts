import type { z } from 'zod/mini';
/** SPEC §8: the error event's message when the failure cannot be parsed. */
import { UNKNOWN_STREAM_ERROR } from '../domain/errorCatalogue.ts';
import type { HttpCore } from './core.ts';
import { EVENT_STREAM } from './http.ts';
import { serviceErrorSchema } from './schemas/common.ts';
import { type FaqStreamEvent, faqStreamEventSchemas } from './schemas/faqStream.ts';
import type { FaqWebsiteRequest } from './schemas/gateway.ts';
import { type EventSourceMessage, readServerSentEvents } from './sse.ts';

export const UNKNOWN_ERROR_MESSAGE = UNKNOWN_STREAM_ERROR;

const unknownError: FaqStreamEvent = { type: 'error', message: UNKNOWN_ERROR_MESSAGE };

function parseJson<T>(text: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type FaqEventName = keyof typeof faqStreamEventSchemas;

function isFaqEventName(name: string | undefined): name is FaqEventName {
  return name !== undefined && Object.hasOwn(faqStreamEventSchemas, name);
}

/**
 * One server-sent event as a typed event; undefined for event names this client does not know (a newer
 * service may add some). A known event whose data cannot be parsed is an unknown error.
 */
export function faqEventFrom(message: EventSourceMessage): FaqStreamEvent | undefined {
  const name = message.event;
  if (!isFaqEventName(name)) return undefined;
  const data = parseJson<object>(message.data, faqStreamEventSchemas[name]);
  return data ? ({ type: name, ...data } as FaqStreamEvent) : unknownError;
}

/** SPEC §8: a refused stream becomes an error event with the server's message, if it can be read. */
async function errorEventFrom(response: Response): Promise<FaqStreamEvent> {
  const error = parseJson(await response.text(), serviceErrorSchema);
  return error ? { type: 'error', message: error.message } : unknownError;
}

/**
 * POST /lucy/faq/website (SPEC §7): reads a website's FAQs, yielding each event as it arrives. It always
 * ends with `done` or one `error` event: a refused call, a broken or unparseable stream, or a stream that
 * stops before `done` all end in an error event (SPEC §8). Aborting `signal` stops it without an event.
 */
export async function* importWebsiteFaqs(
  core: HttpCore,
  request: FaqWebsiteRequest,
  signal?: AbortSignal,
): AsyncGenerator<FaqStreamEvent> {
  let response: Response;
  try {
    response = await core.callAuthorized(
      'gateway',
      () => ({
        method: 'POST',
        path: '/lucy/faq/website',
        json: request,
        accept: EVENT_STREAM,
        signal,
      }),
      async (answer) => answer,
    );
  } catch {
    if (signal?.aborted) return;
    yield unknownError;
    return;
  }
  if (!response.ok || !response.body) {
    yield await errorEventFrom(response);
    return;
  }
  try {
    for await (const message of readServerSentEvents(response.body)) {
      const event = faqEventFrom(message);
      if (!event) continue;
      yield event;
      if (event.type === 'done' || event.type === 'error') return;
    }
  } catch {
    if (signal?.aborted) return;
  }
  yield unknownError;
}
