/**
 * The whole-body regex the FAQ import stream (POST /lucy/faq/website) is held to. Pact cannot match fields
 * inside a text/event-stream body (research/pact.md §3.2), so this one pattern pins what the client reads
 * (renderer/api/faqImport.ts, schemas/faqStream.ts) and nothing more:
 *
 * - the events the client knows, by exactly these names, each with the data it parses: `progress` a string
 *   `message`, `faq` a string `question` and `answer`, `done` an integer `count`, `error` a string `message`;
 * - a successful stream has at least one `faq` and then `done`; a failed one ends with `error`; the client
 *   stops reading there, so anything may follow;
 * - and is tolerant wherever the client is: other keys with any JSON value (nested objects and arrays
 *   included), keys in any order, data split over several `data:` lines (the parser joins them), events of
 *   other names (skipped), and what the SSE format allows: CRLF or CR line ends, `:` comment lines,
 *   `retry:` and `id:` lines, blank lines between events, `event:` after `data:`, no space after the colon.
 *
 * An event is a block of lines ended by a blank line; a known event's fields are looked for in its block's
 * `data:` lines. A regex cannot balance brackets, so a field counts wherever its key appears among the
 * data's keys (a nested object with such a key would count too; no provider sends one).
 *
 * The pattern is Oniguruma (the Pact verifier's engine) and JavaScript alike: it is tested in JS by
 * eventStream.test.ts.
 */

const NL = '(?:\\r\\n|\\r|\\n)';
/** A line with something on it: events are blocks of these, ended by a blank line. */
const LINE = `[^\\r\\n]+${NL}`;
/** JSON whitespace, which may hold the line break between two `data:` lines of one event. */
const WS = `(?:[ \\t]|${NL}data: ?)*`;
const STRING = '"(?:[^"\\\\\\r\\n]|\\\\.)*"';
const INTEGER = `-?\\d+(?:\\.0+)?(?=${WS}[,}])`;

/** The block holds a `data:` line from which, across data lines, `"name": value` follows. */
function field(name: string, value: string): string {
  return `(?=(?:${LINE})*?data: ?[^\\r\\n]*?"${name}"${WS}:${WS}${value})`;
}

const KNOWN = ['progress', 'faq', 'done', 'error'] as const;
type Known = (typeof KNOWN)[number];

/** A block with the event line `event: name` and, in its data, each of `fields`. */
function event(name: Known, fields: Record<string, string>): string {
  const lookaheads = Object.entries(fields)
    .map(([key, value]) => field(key, value))
    .join('');
  const otherLine = `(?!event:)${LINE}`;
  return `${lookaheads}(?:${otherLine})*event: ?${name}${NL}(?:${otherLine})*${NL}`;
}

export const faqStreamEvents = {
  progress: event('progress', { message: STRING }),
  faq: event('faq', { question: STRING, answer: STRING }),
  done: event('done', { count: INTEGER }),
  error: event('error', { message: STRING }),
  /** A block without a known event line: an event the client skips, or only comments and ids. */
  other: `(?:(?!event: ?(?:${KNOWN.join('|')})${NL})${LINE})+${NL}`,
} as const;

const GAP = `${NL}*`;
const BEFORE_END = `(?:(?:${faqStreamEvents.progress}|${faqStreamEvents.faq}|${faqStreamEvents.other})${GAP})*`;
/** After the last event the client reads, it stops reading: anything may follow. */
const REST = '[\\s\\S]*';

/** A stream that found FAQs: at least one `faq`, then `done`. */
export const FAQ_STREAM_FOUND = `^${GAP}${BEFORE_END}${faqStreamEvents.faq}${GAP}${BEFORE_END}${faqStreamEvents.done}${REST}$`;

/** A stream that failed: `error`, after any events before it. */
export const FAQ_STREAM_FAILED = `^${GAP}${BEFORE_END}${faqStreamEvents.error}${REST}$`;
