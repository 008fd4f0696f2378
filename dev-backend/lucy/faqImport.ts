import { badRequest } from '../http/errors.ts';
import { type OutboundPolicy, OutboundRefused, outboundFetch } from '../http/outbound.ts';
import { extractSuggestions, type Suggestion } from './faqExtraction.ts';
import type { OutsideWorld } from './outsideWorld.ts';

/** SPEC §5 website URL: optional http(s) scheme, a domain or IPv4 address, optional port, path, query, fragment. */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|(\d{1,3}\.){3}\d{1,3})(:\d{1,5})?([/?#][^\s]*)?$/i;

const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

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

/** The site answered, but not with a page to read (its status or content type says why). */
class PageUnreadable extends Error {}

async function readPage(
  url: URL,
  outside: OutsideWorld,
  timeoutMs: number,
  policy: OutboundPolicy,
): Promise<string> {
  const registered = outside.page(url.href);
  if (registered === 'unreachable') throw new Error('unreachable');
  if (registered !== undefined) return registered;
  const response = await outboundFetch(
    url,
    {
      method: 'GET',
      headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'Lucy-FAQ-Import/1.0' },
      timeoutMs,
      maxRedirects: MAX_REDIRECTS,
      maxBytes: MAX_PAGE_BYTES,
    },
    policy,
  );
  if (response.status < 200 || response.status > 299)
    throw new PageUnreadable(`it answered ${response.status}`);
  const type = response.headers['content-type'] ?? '';
  if (!/html|xml|text\/plain/i.test(type))
    throw new PageUnreadable(`it is not a web page (${type || 'no content type'})`);
  return new TextDecoder().decode(response.body);
}

/**
 * POST /lucy/faq/website as events: progress while reading, one `faq` per suggestion, then `done`; an
 * `error` event with a message instead when the page cannot be read (SPEC §7, §8).
 */
export async function* importFaqs(
  url: URL,
  options: { outside: OutsideWorld; timeoutMs: number; policy: OutboundPolicy },
): AsyncGenerator<FaqEvent> {
  yield { event: 'progress', data: { message: `Reading ${url.host}` } };
  let html: string;
  try {
    html = await readPage(url, options.outside, options.timeoutMs, options.policy);
  } catch (error) {
    if (error instanceof OutboundRefused) {
      // Nothing was read, and nothing about the address is told beyond that it is not public.
      yield {
        event: 'error',
        data: { message: `We could not read ${url.host}: it is not a public website` },
      };
      return;
    }
    // What the page said is told (its status, its type); a network failure only by whether it timed out.
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const detail =
      error instanceof PageUnreadable ? `: ${error.message}` : timedOut ? ': it did not answer in time' : '';
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
