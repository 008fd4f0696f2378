import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

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

async function readText(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer();
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

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), 'query');
}
