import type { z } from 'zod/mini';
import { ApiError, UnexpectedResponseError } from './errors.ts';

/**
 * The plain HTTP layer: builds one request, sends it with the injected `fetch`, and reads the answer with a
 * zod schema into a typed result or a typed error. It knows nothing of tokens or sessions (see core.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface HttpRequest {
  method: HttpMethod;
  /** The service's base address (SPEC §7: from the environment), without a trailing slash. */
  base: string;
  path: string;
  /** Query parameters; undefined values are left out. */
  query?: Readonly<Record<string, string | undefined>>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (the OAuth token endpoint). */
  form?: Readonly<Record<string, string>>;
  /** Defaults to JSON. */
  accept?: string;
  accessToken?: string;
  signal?: AbortSignal;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Reads a response into a typed result, or rejects with a typed error. */
export type ResponseReader<T> = (response: Response) => Promise<T>;

export function requestUrl(request: Pick<HttpRequest, 'base' | 'path' | 'query'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) query.append(name, value);
  }
  const search = query.toString();
  return `${request.base}${request.path}${search ? `?${search}` : ''}`;
}

export async function send(fetch: FetchFunction, request: HttpRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
  const url = requestUrl(request);
  try {
    return await fetch(url, { method: request.method, headers, body, signal: request.signal });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new ApiError(`Could not reach ${url}`, 0, undefined, { cause });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error for a non-2xx answer, with the answer parsed by the service's error schema when it matches. */
export async function errorFrom<Detail>(
  response: Response,
  errorSchema: z.ZodMiniType<Detail>,
): Promise<ApiError<Detail>> {
  const parsed = errorSchema.safeParse(await readBody(response));
  return new ApiError(
    `${response.status} ${response.statusText} from ${response.url}`.replace(/\s+/g, ' '),
    response.status,
    parsed.success ? parsed.data : undefined,
  );
}

/** A JSON answer, checked against `schema`. */
export function readJson<T, Detail>(
  schema: z.ZodMiniType<T>,
  errorSchema: z.ZodMiniType<Detail>,
): ResponseReader<T> {
  return async (response) => {
    if (!response.ok) throw await errorFrom(response, errorSchema);
    const parsed = schema.safeParse(await readBody(response));
    if (!parsed.success) {
      throw new UnexpectedResponseError(
        `Unexpected answer from ${response.url}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        response.status,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  };
}

/** An answer whose content does not matter (usually 204). */
export function readNothing<Detail>(errorSchema: z.ZodMiniType<Detail>): ResponseReader<void> {
  return async (response) => {
    if (!response.ok) throw await errorFrom(response, errorSchema);
    await response.body?.cancel();
  };
}
