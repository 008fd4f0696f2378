/**
 * Finds questions and answers for Lucy in a business's web page: FAQs the page states (schema.org FAQPage
 * data, <details> blocks, question headings and definition lists), then what a caller commonly asks that
 * the page answers (what the business does, phone, email, address, opening hours).
 */
export interface Suggestion {
  question: string;
  answer: string;
}

const MAX_SUGGESTIONS = 25;
const MAX_ANSWER = 600;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string) =>
  text.length > MAX_ANSWER ? `${text.slice(0, MAX_ANSWER - 1).trimEnd()}…` : text;

function fromJsonLd(html: string): Suggestion[] {
  const found: Suggestion[] = [];
  for (const [, json = ''] of html.matchAll(
    /<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      continue;
    }
    const nodes: unknown[] = [data];
    while (nodes.length) {
      const node = nodes.pop();
      if (Array.isArray(node)) nodes.push(...node);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (record['@type'] === 'Question' && typeof record.name === 'string') {
          const accepted = record.acceptedAnswer as Record<string, unknown> | undefined;
          if (typeof accepted?.text === 'string')
            found.push({ question: textOf(record.name), answer: textOf(accepted.text) });
        }
        nodes.push(...Object.values(record).filter((value) => typeof value === 'object'));
      }
    }
  }
  return found;
}

function fromDetails(html: string): Suggestion[] {
  return [
    ...html.matchAll(/<details[^>]*>\s*<summary[^>]*>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/gi),
  ].map(([, summary = '', body = '']) => ({ question: textOf(summary), answer: textOf(body) }));
}

/** A heading that asks something, answered by the text up to the next heading. */
function fromQuestionHeadings(html: string): Suggestion[] {
  const found: Suggestion[] = [];
  for (const match of html.matchAll(
    /<h([2-6])[^>]*>([\s\S]*?)<\/h\1>([\s\S]*?)(?=<h[1-6][\s>]|<\/(?:section|main|article|body)>|$)/gi,
  )) {
    const question = textOf(match[2] ?? '');
    if (question.endsWith('?')) found.push({ question, answer: textOf(match[3] ?? '') });
  }
  return found;
}

function fromDefinitionLists(html: string): Suggestion[] {
  return [...html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/gi)]
    .map(([, term = '', definition = '']) => ({ question: textOf(term), answer: textOf(definition) }))
    .filter((pair) => pair.question.endsWith('?'));
}

function metaContent(html: string, name: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map(([whole]) => whole)
    .find((whole) => new RegExp(`(name|property)=["']${name}["']`, 'i').test(whole));
  // The value runs to the quote that opened it: "Sydney's north shore" keeps its apostrophe.
  const content = tag && /content=(["'])([\s\S]*?)\1/i.exec(tag)?.[2];
  return content ? textOf(content) : undefined;
}

/**
 * Facts a caller asks about, when the page states them. The business's phone number is not one: the caller
 * is already on the phone to it.
 */
function fromBusinessFacts(html: string): Suggestion[] {
  const found: Suggestion[] = [];
  const name =
    metaContent(html, 'og:site_name') ??
    textOf(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '').split(/ [|–-] /)[0];
  const description = metaContent(html, 'description') ?? metaContent(html, 'og:description');
  if (name && description) found.push({ question: `What does ${name} do?`, answer: description });

  const email = /href=["']mailto:([^"'?]+)/i.exec(html)?.[1];
  if (email)
    found.push({
      question: 'What is your email address?',
      answer: `You can email us at ${decodeURIComponent(email).trim()}.`,
    });

  const address = /<address[^>]*>([\s\S]*?)<\/address>/i.exec(html)?.[1];
  if (address && textOf(address))
    found.push({ question: 'Where are you located?', answer: `We are at ${textOf(address)}.` });

  const text = textOf(html);
  const hours =
    /(?:opening hours|hours of operation|business hours|open)[:\s]+((?:mon|tue|wed|thu|fri|sat|sun)[^.]{0,160}?\d{1,2}(?::\d{2})?\s*(?:am|pm)[^.]{0,120})/i.exec(
      text,
    )?.[1];
  if (hours) found.push({ question: 'What are your opening hours?', answer: `We are open ${hours.trim()}.` });
  return found;
}

export function extractSuggestions(html: string): Suggestion[] {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  const candidates = [
    ...fromJsonLd(html),
    ...fromDetails(html),
    ...fromDefinitionLists(html),
    ...fromQuestionHeadings(html),
    ...fromBusinessFacts(html),
  ];
  for (const { question, answer } of candidates) {
    const key = question.toLowerCase();
    if (!question || !answer || question.length > 300 || seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ question, answer: clip(answer) });
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
