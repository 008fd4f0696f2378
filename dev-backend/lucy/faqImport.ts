import { badRequest } from '../http/errors.ts';
import { extractSuggestions, type Suggestion } from './faqExtraction.ts';
import type { OutsideWorld } from './outsideWorld.ts';

/** SPEC §5 website URL: optional http(s) scheme, a domain or IPv4 address, optional port, path, query, fragment. */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|(\d{1,3}\.){3}\d{1,3})(:\d{1,5})?([/?#][^\s]*)?$/i;

const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** The address to read, with https:// added when the owner typed none. */
export function requireWebsite(value: string): URL {
  const trimmed = value.trim();
  if (!WEBSITE_PATTERN.test(trimmed)) throw badRequest('Enter a website address, e.g. www.example.com.');
  return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

export type FaqEvent =
  | { event: 'progress'; data: { message: string } }
  | { event: 'faq'; data: Suggestion }
  | { event: 'done'; data: { count: number } }
  | { event: 'error'; data: { message: string } };

async function readPage(url: URL, outside: OutsideWorld, timeoutMs: number): Promise<string> {
  const registered = outside.page(url.href);
  if (registered === 'unreachable') throw new Error('unreachable');
  if (registered !== undefined) return registered;
  const response = await fetch(url, {
    headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'Lucy-FAQ-Import/1.0' },
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!/html|xml|text\/plain/i.test(type))
    throw new Error(`it is not a web page (${type || 'no content type'})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return new TextDecoder().decode(bytes.subarray(0, MAX_PAGE_BYTES));
}

/**
 * POST /lucy/faq/website as events: progress while reading, one `faq` per suggestion, then `done`; an
 * `error` event with a message instead when the page cannot be read (SPEC §7, §8).
 */
export async function* importFaqs(
  url: URL,
  options: { outside: OutsideWorld; timeoutMs: number },
): AsyncGenerator<FaqEvent> {
  yield { event: 'progress', data: { message: `Reading ${url.host}` } };
  let html: string;
  try {
    html = await readPage(url, options.outside, options.timeoutMs);
  } catch (error) {
    const reason =
      error instanceof Error && error.name !== 'TimeoutError' ? error.message : 'it did not answer in time';
    const detail = reason === 'unreachable' || reason === 'fetch failed' ? '' : `: ${reason}`;
    yield { event: 'error', data: { message: `We could not read ${url.host}${detail}` } };
    return;
  }
  const suggestions = extractSuggestions(html);
  for (const suggestion of suggestions) yield { event: 'faq', data: suggestion };
  yield { event: 'done', data: { count: suggestions.length } };
}

/** One server-sent event, framed id, event, data as the contract expects (SPEC §7). */
export function frame(id: number, event: FaqEvent): string {
  return `id: ${id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
