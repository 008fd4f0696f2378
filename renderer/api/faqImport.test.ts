import { describe, expect, it } from 'vitest';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { FetchFunction } from './http.ts';
import { createApi } from './index.ts';
import type { FaqStreamEvent } from './schemas/faqStream.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from './testing/fakes.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const tokens = {
  access_token: unsignedJwt({
    iss: 'http://backend.test/identity',
    region: 'au',
    org_id: 'org-1',
    sub: 'user-1',
  }),
  refresh_token: 'refresh-1',
};

async function importWith(answer: () => Response | Promise<Response>): Promise<FaqStreamEvent[]> {
  let accept: string | undefined;
  const fetch: FetchFunction = async (_url, init) => {
    accept = (init.headers as Record<string, string>).Accept;
    return answer();
  };
  const api = createApi({
    environments,
    tokens: memoryTokenStore(tokens),
    fetch,
    sessionEnd: recordingSessionEnd(),
  });
  const events: FaqStreamEvent[] = [];
  for await (const event of api.gateway.importWebsiteFaqs('https://example.com')) events.push(event);
  expect(accept).toBe('text/event-stream');
  return events;
}

const eventStream = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/event-stream' } });

describe('SPEC §7, §8 the streamed website-FAQ import', () => {
  it('yields every event in order and stops at done', async () => {
    const events = await importWith(() =>
      eventStream(
        'id: 1\nevent: progress\ndata: {"message":"Reading example.com"}\n\n' +
          'id: 2\nevent: ping\ndata: {}\n\n' +
          'id: 3\nevent: faq\ndata: {"question":"Open on Sunday?","answer":"No"}\n\n' +
          'id: 4\nevent: done\ndata: {"count":1}\n\n',
      ),
    );
    expect(events).toEqual([
      { type: 'progress', message: 'Reading example.com' },
      { type: 'faq', question: 'Open on Sunday?', answer: 'No' },
      { type: 'done', count: 1 },
    ]);
  });

  it('an error event carries the server message', async () => {
    const events = await importWith(() =>
      eventStream('event: error\ndata: {"message":"We could not read example.com"}\n\n'),
    );
    expect(events).toEqual([{ type: 'error', message: 'We could not read example.com' }]);
  });

  it("a refused call becomes an error event with the server's message", async () => {
    const events = await importWith(() =>
      Response.json({ message: 'That address is not a website' }, { status: 422 }),
    );
    expect(events).toEqual([{ type: 'error', message: 'That address is not a website' }]);
  });

  it.each([
    [
      'a refused call whose answer cannot be parsed',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ],
    ['an error event whose data cannot be parsed', () => eventStream('event: error\ndata: oops\n\n')],
    ['a faq event whose data cannot be parsed', () => eventStream('event: faq\ndata: {"question":1}\n\n')],
    ['a body that is not an event stream', () => new Response('<html>Welcome</html>', { status: 200 })],
    [
      'a stream that stops before done',
      () => eventStream('event: faq\ndata: {"question":"a","answer":"b"}\n\n'),
    ],
    ['an unreachable service', () => Promise.reject(new TypeError('fetch failed'))],
  ])("%s ends with 'Unknown error occurred'", async (_case, answer) => {
    const events = await importWith(answer);
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Unknown error occurred' });
    expect(events.filter((event) => event.type === 'error')).toHaveLength(1);
  });
});
