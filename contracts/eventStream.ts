/**
 * The whole-body regex the FAQ import stream (POST /lucy/faq/website) is held to. Pact cannot match fields
 * inside a text/event-stream body (research/pact.md §3.2), so this one pattern pins what the client reads
 * (renderer/api/faqImport.ts, schemas/faqStream.ts) and nothing more:
 *
 * - each event the client knows carries the data it parses, as one JSON object on one `data:` line:
 *   `progress` a string `message`, `faq` a string `question` and `answer`, `done` an integer `count`,
 *   `error` a string `message`; other keys, in any order, are fine;
 * - a successful stream has at least one `faq` and ends with `done`; a failed one ends with `error`;
 * - events of other names are fine (the client skips them), as are what the SSE format allows and the
 *   client's parser (eventsource-parser) handles: CRLF or CR line ends, `:` comment lines, `retry:` and
 *   `id:` lines, extra blank lines between events, `event:` after `data:`, no space after the colon.
 *
 * The pattern is Oniguruma (the Pact verifier's engine) and JavaScript alike: it is tested in JS by
 * eventStream.test.ts. Values are one level deep: a data object holding another object or an array would
 * not match (none of the client's events has one).
 */

const NL = '(?:\\r\\n|\\r|\\n)';
const STRING = '"(?:[^"\\\\\\r\\n]|\\\\.)*"';
const NUMBER = '-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?';
const SCALAR = `(?:${STRING}|${NUMBER}|true|false|null)`;
const MEMBER = `[ \\t]*${STRING}[ \\t]*:[ \\t]*${SCALAR}[ \\t]*`;
const OBJECT = `\\{(?:${MEMBER}(?:,${MEMBER})*|[ \\t]*)\\}`;
const INTEGER = '-?\\d+(?=[ \\t]*[,}])';

/** A line that is not part of an event's data: a comment, `retry:` or `id:`. */
const EXTRA_LINE = `(?::[^\\r\\n]*|retry:[^\\r\\n]*|id(?::[^\\r\\n]*)?)${NL}`;
const EXTRA = `(?:${EXTRA_LINE})*`;
/** Between events: those lines and blank ones. */
const GAP = `(?:${EXTRA_LINE}|${NL})*`;

/** The `data:` line of a known event: a JSON object with each of `fields` (name and value pattern). */
function dataLine(fields: Record<string, string>): string {
  const required = Object.entries(fields)
    .map(([name, value]) => `(?=[^\\r\\n]*"${name}"[ \\t]*:[ \\t]*${value})`)
    .join('');
  return `data: ?${required}${OBJECT}[ \\t]*${NL}`;
}

/** One event named `name`, `event:` before or after its data line, ended by a blank line. */
function event(name: string, fields: Record<string, string>): string {
  const eventLine = `event: ?${name}${NL}`;
  const data = dataLine(fields);
  return `(?:${eventLine}${EXTRA}${data}|${data}${EXTRA}${eventLine})${EXTRA}${NL}`;
}

const KNOWN = ['progress', 'faq', 'done', 'error'] as const;

export const faqStreamEvents = {
  progress: event('progress', { message: STRING }),
  faq: event('faq', { question: STRING, answer: STRING }),
  done: event('done', { count: INTEGER }),
  error: event('error', { message: STRING }),
  /** An event the client does not know and skips. */
  other: `event:(?! ?(?:${KNOWN.join('|')})${NL})[^\\r\\n]*${NL}${EXTRA}(?:data:[^\\r\\n]*${NL}${EXTRA})+${NL}`,
} as const;

const BEFORE_END = `(?:(?:${faqStreamEvents.progress}|${faqStreamEvents.faq}|${faqStreamEvents.other})${GAP})*`;

/** A stream that found FAQs: at least one `faq`, ending with `done`. */
export const FAQ_STREAM_FOUND = `^${GAP}${BEFORE_END}${faqStreamEvents.faq}${GAP}${BEFORE_END}${faqStreamEvents.done}${GAP}$`;

/** A stream that failed: ending with `error`. */
export const FAQ_STREAM_FAILED = `^${GAP}${BEFORE_END}${faqStreamEvents.error}${GAP}$`;
