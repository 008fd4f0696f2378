import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** "field.path: problem; other: problem", naming every field zod refused. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}: ${describeIssues(result.error)}`);
  return result.data;
}

/** Larger than any real request (a config with many FAQs is a few hundred KB at most). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const tooLarge = () =>
  new ApiError(413, 'request_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);

/**
 * The request body, at most MAX_BODY_BYTES of it. Bodies are only touched here, when a route wants one:
 * a body nobody reads is drained by the Node adapter after the answer, keeping the connection usable.
 */
export async function readBytes(c: Context): Promise<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readText(c: Context): Promise<string> {
  const bytes = await readBytes(c);
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
}

/** How a request body is encoded: JSON (`application/json`, any `+json` type) or a form (`application/x-www-form-urlencoded`). */
export type BodyFormat = 'json' | 'form';

function formatOf(contentType: string | undefined): BodyFormat | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return 'json';
  return undefined;
}

const MEDIA_TYPES: Record<BodyFormat, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/**
 * Reads a body in one of `formats` (JSON unless the route says otherwise) and checks it against the schema.
 * The Content-Type decides, as on the real services: a body of another type, or without one, is refused
 * with 415 before it is read, so a client that changes how it encodes a call fails here as it would there
 * (the OAuth token endpoint takes forms only; every other call of the three services, JSON only).
 */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  formats: readonly BodyFormat[] = ['json'],
): Promise<z.output<S>> {
  const declared = c.req.header('content-type');
  const format = formatOf(declared);
  if (!format || !formats.includes(format)) {
    const expected = formats.map((each) => MEDIA_TYPES[each]).join(' or ');
    throw new ApiError(
      415,
      'unsupported_media_type',
      `This call takes a body of type ${expected}, not ${declared ? `"${declared.slice(0, 80)}"` : 'one without a Content-Type'}.`,
    );
  }
  const text = await readText(c);
  let value: unknown;
  if (format === 'form') {
    value = Object.fromEntries(new URLSearchParams(text));
  } else {
    if (!text.trim()) throw badRequest('The request body is empty; a JSON object is expected.');
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  return parseWith(schema, value, 'request body');
}

/** Reads a request body to its end (up to `limit` bytes), throwing it away. */
export async function discardBody(request: Request, limit: number): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read < limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to discard.
  }
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), 'query');
}
