import { gunzipSync } from 'node:zlib';

/** One analytics event as it arrived (posthog-js capture, identify, snapshot, ...). */
export interface ReceivedEvent {
  receivedAt: string;
  /** The ingest path it was sent to, e.g. /i/v0/e/ or /s/ (session recording). */
  path: string;
  event: string;
  distinctId: string | null;
  properties: Record<string, unknown>;
  /** The person properties the event sets (posthog's `$set`, sent beside the properties by identify and $set). */
  set: Record<string, unknown> | null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const MAX_KEPT = 5000;

/**
 * Turns a posthog-js request body into events: gzip (recognised by its magic bytes, as posthog-js no longer
 * names it in the URL), `data=` form bodies holding base64 or plain JSON, or plain JSON; a single event, an
 * array, or `{ batch: [...] }`. Undefined when the body is none of these.
 */
export function decodeAnalyticsBody(bytes: Uint8Array): unknown[] | undefined {
  let text: string;
  try {
    text =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? gunzipSync(bytes, { maxOutputLength: 16 * 1024 * 1024 }).toString('utf8')
        : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  let json = text.trim();
  if (json.startsWith('data=')) {
    try {
      const value = decodeURIComponent(new URLSearchParams(json).get('data') ?? '');
      json = /^[[{]/.test(value.trim()) ? value : Buffer.from(value, 'base64').toString('utf8');
    } catch {
      return undefined;
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object') {
    const batch = (parsed as { batch?: unknown }).batch;
    return Array.isArray(batch) ? batch : [parsed];
  }
  return undefined;
}

function toEvent(path: string, raw: unknown, receivedAt: string): ReceivedEvent {
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const properties = (
    record.properties && typeof record.properties === 'object' ? record.properties : {}
  ) as Record<string, unknown>;
  const distinct = record.distinct_id ?? properties.distinct_id;
  return {
    receivedAt,
    path,
    event: typeof record.event === 'string' ? record.event : '(unnamed)',
    distinctId: typeof distinct === 'string' ? distinct : null,
    properties,
    set: asRecord(record.$set) ?? asRecord(properties.$set),
  };
}

/** What the analytics stand-in received, newest last, so tests can assert on it. Kept in memory. */
export class AnalyticsInbox {
  readonly #events: ReceivedEvent[] = [];
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  receive(path: string, events: readonly unknown[]): number {
    const receivedAt = new Date(this.#now()).toISOString();
    for (const raw of events) this.#events.push(toEvent(path, raw, receivedAt));
    if (this.#events.length > MAX_KEPT) this.#events.splice(0, this.#events.length - MAX_KEPT);
    return events.length;
  }

  list(filter: { event?: string | undefined; distinctId?: string | undefined } = {}): ReceivedEvent[] {
    return this.#events.filter(
      (event) =>
        (filter.event === undefined || event.event === filter.event) &&
        (filter.distinctId === undefined || event.distinctId === filter.distinctId),
    );
  }

  clear(): void {
    this.#events.length = 0;
  }
}
