import type { z } from 'zod/mini';
import { READ_TIME_LIMIT_MS, STREAM_IDLE_LIMIT_MS, WRITE_TIME_LIMIT_MS } from '../domain/constants.ts';
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

/** The type of a streamed answer (server-sent events), which comes in parts over time. */
export const EVENT_STREAM = 'text/event-stream';

/** Statuses whose answers have no body by definition (a Response refuses one). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** `response` with another body, keeping its status, headers and address. */
function withBody(response: Response, body: BodyInit | null): Response {
  const copy = new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, response);
  Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}

/**
 * A streamed answer may take as long as it needs in all, but never `limitMs` without a part arriving: past
 * that, `stop` aborts the request and the stream ends with an error.
 */
function withIdleLimit(response: Response, stop: () => void, limitMs: number): Response {
  if (!response.body) return response;
  let timer = setTimeout(stop, limitMs);
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        clearTimeout(timer);
        timer = setTimeout(stop, limitMs);
        controller.enqueue(chunk);
      },
      flush() {
        clearTimeout(timer);
      },
    }),
  );
  return withBody(response, body);
}

/**
 * Sends one request. Every request has a time limit (READ_TIME_LIMIT_MS for a GET, WRITE_TIME_LIMIT_MS for a
 * write; the reasons are with them): an answer, headers and body, that
 * has not arrived by then is the outage it is, the same ApiError (status 0) as a service that cannot be
 * reached, so callers retry it and screens say so instead of waiting on a call that hangs. A streamed answer
 * (`text/event-stream`) gets the limit for its headers, then STREAM_IDLE_LIMIT_MS between any two parts.
 */
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
  const limit = new AbortController();
  const limitMs = request.method === 'GET' ? READ_TIME_LIMIT_MS : WRITE_TIME_LIMIT_MS;
  const stop = () => limit.abort(new DOMException(`No answer within ${limitMs} ms`, 'TimeoutError'));
  const signal = request.signal ? AbortSignal.any([request.signal, limit.signal]) : limit.signal;
  const timer = setTimeout(stop, limitMs);
  try {
    const response = await fetch(url, { method: request.method, headers, body, signal });
    if (request.accept === EVENT_STREAM) {
      clearTimeout(timer);
      return withIdleLimit(response, stop, STREAM_IDLE_LIMIT_MS);
    }
    return withBody(response, await response.arrayBuffer());
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    const reason = limit.signal.aborted ? `No answer from ${url} in time` : `Could not reach ${url}`;
    throw new ApiError(reason, 0, undefined, { cause });
  } finally {
    clearTimeout(timer);
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
  { keepUnknownFields = false }: { keepUnknownFields?: boolean } = {},
): ResponseReader<T> {
  return async (response) => {
    if (!response.ok) throw await errorFrom(response, errorSchema);
    const body = await readBody(response);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new UnexpectedResponseError(
        `Unexpected answer from ${response.url}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        response.status,
        { cause: parsed.error },
      );
    }
    // Checked, the answer goes on as the service sent it: the fields the schema does not name (a newer
    // service's) stay, where parsing would drop them.
    return keepUnknownFields ? (body as T) : parsed.data;
  };
}

/** An answer whose content does not matter (usually 204). */
export function readNothing<Detail>(errorSchema: z.ZodMiniType<Detail>): ResponseReader<void> {
  return async (response) => {
    if (!response.ok) throw await errorFrom(response, errorSchema);
    await response.body?.cancel();
  };
}
