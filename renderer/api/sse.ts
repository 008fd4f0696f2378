import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

export type { EventSourceMessage };

/**
 * Yields the server-sent events of a response body as they arrive. Framing (events split across chunks,
 * CRLF line ends, multi-line data, comments) is eventsource-parser's job; stopping early cancels the body.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
): AsyncGenerator<EventSourceMessage> {
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel();
    reader.releaseLock();
  }
}
