import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './sse.ts';

/** A body that delivers `text` in the given pieces, as a network would. */
function chunked(pieces: readonly string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

const stream =
  'id: 1\nevent: progress\ndata: {"message":"Reading"}\n\n' +
  ': a comment\r\nid: 2\r\nevent: faq\r\ndata: {"question":"Open?",\r\ndata: "answer":"Yes"}\r\n\r\n' +
  'id: 3\nevent: done\ndata: {"count":1}\n\n';

const expected = [
  { id: '1', event: 'progress', data: '{"message":"Reading"}' },
  { id: '2', event: 'faq', data: '{"question":"Open?",\n"answer":"Yes"}' },
  { id: '3', event: 'done', data: '{"count":1}' },
];

describe('SPEC §7 server-sent events: id, event and data lines', () => {
  it('reads events delivered in one piece', async () => {
    expect(await collect(chunked([stream]))).toEqual(expected);
  });

  it('reads the same events however the chunks split them, even inside a line or a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode(
      `${stream}event: faq\ndata: {"question":"Café?","answer":"Oui"}\n\n`,
    );
    const withAccent = [
      ...expected,
      { id: undefined, event: 'faq', data: '{"question":"Café?","answer":"Oui"}' },
    ];
    for (const size of [1, 2, 3, 7, 16]) {
      const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      expect(await collect(body)).toEqual(withAccent);
    }
  });

  it('stopping early cancels the body', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: faq\ndata: {}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(body)) {
      expect(event.event).toBe('faq');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
