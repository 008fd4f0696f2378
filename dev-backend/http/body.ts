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

/**
 * Reads a JSON body, or a form-encoded one (the OAuth token endpoint), and checks it against the schema.
 * A missing content type is read as JSON; anything else is refused with the reason.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? 'application/json').toLowerCase();
  const text = await readText(c);
  let value: unknown;
  if (type.startsWith('application/x-www-form-urlencoded')) {
    value = Object.fromEntries(new URLSearchParams(text));
  } else if (type.startsWith('application/json') || type.endsWith('+json')) {
    if (!text.trim()) throw badRequest('The request body is empty; a JSON object is expected.');
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  } else {
    throw badRequest(`Unsupported content type "${type.slice(0, 80)}"; send application/json.`);
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
