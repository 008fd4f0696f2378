import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_TIME_LIMIT_MS, STREAM_IDLE_LIMIT_MS, WRITE_TIME_LIMIT_MS } from '../domain/constants.ts';
import { ApiError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { LOCAL_IDENTITY } from './testing/coreSetup.ts';
import { renewed, service, setUpAfterExpiry } from './testing/expiredSession.ts';
import { memoryTokenStore } from './testing/fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('every call has a time limit', () => {
  /** A fetch that never answers, but stops when its signal is aborted, as the platform's does. */
  const hanging: FetchFunction = (_url, init) =>
    new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  it('a call that hangs fails as unreachable (status 0) once the limit has passed, not before', async () => {
    vi.useFakeTimers();
    const { api } = setUpAfterExpiry(hanging, memoryTokenStore(renewed));
    let outcome: unknown;
    const call = api.gateway.getUserStatus().catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ status: 0 });
  });

  it('a write is waited for up to its own, longer limit (it is not tried again by itself)', async () => {
    vi.useFakeTimers();
    const { api } = setUpAfterExpiry(hanging, memoryTokenStore(renewed));
    let outcome: unknown;
    const save = api.builder.saveLucyConfig({} as never, 1).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(WRITE_TIME_LIMIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await save;
    expect(outcome).toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('a body that stops half-way counts too', async () => {
    vi.useFakeTimers();
    const stalled: FetchFunction = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200 },
      );
    const { api } = setUpAfterExpiry(stalled, memoryTokenStore(renewed));
    const call = expect(api.gateway.getUserStatus()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS);
    await call;
  });

  it('a refresh that hangs is an outage: the session stays', async () => {
    vi.useFakeTimers();
    const identity = service([(init) => hanging(`${LOCAL_IDENTITY}/token`, init)]);
    const { api, tokens, sessionEnd } = setUpAfterExpiry(identity.fetch);
    const call = api.gateway.getUserStatus();
    await vi.advanceTimersByTimeAsync(WRITE_TIME_LIMIT_MS + 1000);
    await expect(call).resolves.toMatchObject({ clientInfo: { firstName: 'Olivia' } });
    expect(identity.refreshes).toHaveLength(2);
    expect(tokens.current).toEqual(renewed);
    expect(sessionEnd.warnings).toEqual([]);
  });

  it('a stream that stops sending ends with an error event once it has said nothing for the idle limit', async () => {
    vi.useFakeTimers();
    const stalling: FetchFunction = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: progress\ndata: {"message":"Reading"}\n\n'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
      );
    const { api } = setUpAfterExpiry(stalling, memoryTokenStore(renewed));
    const events: string[] = [];
    const reading = (async () => {
      for await (const event of api.gateway.importWebsiteFaqs('https://example.com')) events.push(event.type);
    })();
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_LIMIT_MS - 1);
    expect(events).toEqual(['progress']);
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(events).toEqual(['progress', 'error']);
  });
});
