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

/**
 * What the inbox keeps, at most: the newest events up to this many, and up to this many bytes of them (as JSON).
 * Older ones are dropped first, so a burst of large recordings cannot grow the process without bound.
 */
export const INBOX_LIMITS = { events: 5000, bytes: 32 * 1024 * 1024 } as const;
/**
 * A decoded body may be this large (a session recording's full snapshot of a page is a few hundred KB); a gzip
 * body is decompressed only this far, so a small body that expands to far more costs nothing.
 */
export const MAX_DECODED_BYTES = 4 * 1024 * 1024;
/**
 * An event nested deeper than this is refused: deeper ones cost stack to handle. A session recording's full
 * snapshot nests two levels per level of the page (a node, its child list), so a page 100 elements deep fits.
 */
export const MAX_EVENT_DEPTH = 256;

/** Why a body was refused: it is not an analytics payload, it decodes to too much, or it nests too deep. */
export type AnalyticsBodyRefusal = 'unreadable' | 'too-large' | 'too-deep';

/** How deep `value` nests (a scalar is 0), counted without recursion; stops counting past `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (!current || typeof current !== 'object') continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Turns a posthog-js request body into events: gzip (recognised by its magic bytes, as posthog-js no longer
 * names it in the URL), `data=` form bodies holding base64 or plain JSON, or plain JSON; a single event, an
 * array, or `{ batch: [...] }`. A refusal when the body is none of these, decodes past MAX_DECODED_BYTES, or
 * holds an event nested past MAX_EVENT_DEPTH.
 */
export function decodeAnalyticsBody(bytes: Uint8Array): unknown[] | AnalyticsBodyRefusal {
  let text: string;
  try {
    text =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BYTES }).toString('utf8')
        : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
  }
  const events = parseEvents(text);
  if (events === undefined) return 'unreadable';
  // The events sit one level below a batch: an event may nest MAX_EVENT_DEPTH levels itself.
  return events.some((event) => depthOf(event, MAX_EVENT_DEPTH) > MAX_EVENT_DEPTH) ? 'too-deep' : events;
}

function parseEvents(text: string): unknown[] | undefined {
  let json = text.trim();
  if (json.startsWith('data=')) {
    try {
      const value = decodeURIComponent(new URLSearchParams(json).get('data') ?? '');
      json = /^[[{]/.test(value.trim()) ? value : Buffer.from(value, 'base64').toString('utf8');
    } catch {
      return undefined;
    }
    if (json.length > MAX_DECODED_BYTES) return undefined;
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
  readonly #events: { event: ReceivedEvent; bytes: number }[] = [];
  #bytes = 0;
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  receive(path: string, events: readonly unknown[]): number {
    const receivedAt = new Date(this.#now()).toISOString();
    for (const raw of events) {
      const event = toEvent(path, raw, receivedAt);
      const bytes = Buffer.byteLength(JSON.stringify(event));
      this.#events.push({ event, bytes });
      this.#bytes += bytes;
    }
    while (this.#events.length > INBOX_LIMITS.events || this.#bytes > INBOX_LIMITS.bytes) {
      this.#bytes -= this.#events.shift()?.bytes ?? 0;
    }
    return events.length;
  }

  /** How much the inbox holds now, by its own measure (the events as JSON). */
  size(): { events: number; bytes: number } {
    return { events: this.#events.length, bytes: this.#bytes };
  }

  list(filter: { event?: string | undefined; distinctId?: string | undefined } = {}): ReceivedEvent[] {
    return this.#events
      .map((kept) => kept.event)
      .filter(
        (event) =>
          (filter.event === undefined || event.event === filter.event) &&
          (filter.distinctId === undefined || event.distinctId === filter.distinctId),
      );
  }

  clear(): void {
    this.#events.length = 0;
    this.#bytes = 0;
  }
}
