// @vitest-environment jsdom
import { gunzipSync } from 'node:zlib';
import posthog, { type PostHog } from 'posthog-js/dist/module.slim.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { EnvironmentConfig, EnvironmentName } from '../domain/environment/types.ts';
import { createPosthogClient } from './posthogClient.ts';

/**
 * The real posthog-js (the build the app ships) behind the adapter, in a browser-like page whose network is
 * recorded: what leaves the device, and when. posthog-js reads fetch, sendBeacon and the user agent when it loads,
 * so they are in place before it is imported.
 */
const network = vi.hoisted(() => {
  const requests: { url: string; body: unknown }[] = [];
  // Without the stream compressor posthog-js compresses in step with the page's (fake) clock, not a thread's.
  Object.defineProperty(window, 'CompressionStream', { value: undefined });
  // posthog-js drops the events of a browser that names itself jsdom (bot filtering).
  Object.defineProperty(window.navigator, 'userAgent', {
    get: () =>
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  });
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  Object.defineProperty(window.navigator, 'sendBeacon', {
    value: (url: string, body?: BodyInit | null) => {
      requests.push({ url, body });
      return true;
    },
  });
  return { requests };
});

/** The event names in one request body, whatever its encoding (gzip, base64 form field, JSON) and shape. */
async function eventsIn(body: unknown): Promise<string[]> {
  if (body === undefined || body === null) return [];
  // sendBeacon is given the page's (jsdom's) Blob, which Node's Response cannot read.
  const bytes = new Uint8Array(
    body instanceof Blob ? await body.arrayBuffer() : await new Response(body as BodyInit).arrayBuffer(),
  );
  let text: string;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) text = gunzipSync(bytes).toString('utf8');
  else {
    text = new TextDecoder().decode(bytes);
    if (text.startsWith('data=')) {
      text = Buffer.from(decodeURIComponent(text.slice('data='.length)), 'base64').toString('utf8');
    }
  }
  const parsed: unknown = JSON.parse(text);
  const batch = (parsed as { batch?: unknown }).batch;
  const list = Array.isArray(parsed) ? parsed : Array.isArray(batch) ? batch : [parsed];
  return list.map((event) => String((event as { event?: unknown }).event));
}

/** The events sent to the ingest (not remote config or flags) by the requests made from `from` on. */
async function eventsSent(from: number): Promise<string[]> {
  const ingest = network.requests
    .slice(from)
    .filter(({ url }) => /\/(e|i\/v0\/e|s|batch)\/$/.test(new URL(url).pathname));
  return (await Promise.all(ingest.map(({ body }) => eventsIn(body)))).flat();
}

/** Lets posthog-js finish what it started (compression, its timers) for `ms` of the page's time. */
async function pageTimePasses(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

/**
 * Each test has a project of its own (posthog-js keeps one instance a name): one of the environments, under
 * another project's name when the environments run out.
 */
function environment(name: EnvironmentName, project: string = name): EnvironmentConfig {
  const found = resolveEnvironments('app.qa.lucy-receptionist.com').find(
    (candidate) => candidate.name === name,
  );
  if (!found) throw new Error(`No environment ${name}`);
  return {
    ...found,
    name: project as EnvironmentName,
    analytics: { apiKey: `phc_${project}`, host: 'https://analytics.test' },
  };
}

/** The adapter and, beside it, the posthog-js instance it drives (posthog-js keeps a named one as posthog[name]). */
function start(
  name: EnvironmentName,
  consent = { analytics: true, recording: true },
  project: string = name,
) {
  const client = createPosthogClient(environment(name, project), false, consent);
  const instance = (posthog as unknown as Record<string, PostHog | undefined>)[project];
  if (!client || !instance) throw new Error('posthog-js did not start');
  /** What posthog-js's recorder does with the part of the page it has recorded: hands it to capture as a batch. */
  const recorderHandsOver = () =>
    instance.capture(
      '$snapshot',
      { $snapshot_data: [{ type: 2, data: {} }], $snapshot_bytes: 20 },
      { _url: 'https://analytics.test/s/', _batchKey: 'recordings', _noTruncate: true },
    );
  return { client, recorderHandsOver };
}

describe('posthog-js behind the adapter: SPEC §4, nothing leaves after the owner says no', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('what was recorded before the owner turned recording, then analytics, off left before; nothing leaves after, not even at the reload', async () => {
    const { client, recorderHandsOver } = start('qa-au');
    await pageTimePasses(100);
    const started = network.requests.length;
    recorderHandsOver();
    client.capture('$pageview', { $current_url: 'https://app.test/settings' }, new Date());
    await pageTimePasses(100);
    expect((await eventsSent(started)).sort()).toEqual(['$pageview', '$snapshot']);

    const optedOut = network.requests.length;
    client.optOutOfRecording();
    client.optOut();
    client.capture('$pageview', { $current_url: 'https://app.test/after' }, new Date());
    // The page goes (the reload): posthog-js's unload handler (on pagehide, or on unload in a browser without
    // pagehide, as here) sends what it still holds.
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('unload'));
    await pageTimePasses(60_000);
    expect(await eventsSent(optedOut)).toEqual([]);
  });

  it('an opt-out posthog-js stored on an earlier visit does not silence a client made after the owner said yes again', async () => {
    // The earlier visit: the owner turned analytics off; posthog-js kept that on the device for the project.
    const earlier = posthog.init('phc_returning', { api_host: 'https://analytics.test' }, 'earlier-visit');
    earlier?.opt_out_capturing();
    const { client } = start('qa-au', { analytics: true, recording: true }, 'returning');
    await pageTimePasses(100);
    const started = network.requests.length;
    client.capture('$pageview', { $current_url: 'https://app.test/settings' }, new Date());
    await pageTimePasses(60_000);
    expect(await eventsSent(started)).toContain('$pageview');
  });

  it('what the recorder hands over once recording is turned off is dropped; other events still leave', async () => {
    const { client, recorderHandsOver } = start('qa-us');
    await pageTimePasses(100);
    const stopped = network.requests.length;
    client.optOutOfRecording();
    recorderHandsOver();
    client.capture('$pageview', { $current_url: 'https://app.test/settings' }, new Date());
    await pageTimePasses(60_000);
    expect(await eventsSent(stopped)).toEqual(['$pageview']);

    const resumed = network.requests.length;
    client.optInToRecording();
    recorderHandsOver();
    await pageTimePasses(60_000);
    expect(await eventsSent(resumed)).toEqual(['$snapshot']);
  });
});
