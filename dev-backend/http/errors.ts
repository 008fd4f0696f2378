import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal with the body the client reads. The identity service answers OAuth style,
 * `{ error, error_description, email? }`; the gateway and the builder API answer `{ message }`
 * (renderer/api/schemas: identityErrorSchema, serviceErrorSchema).
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export type ErrorStyle = 'identity' | 'service';

export function errorBody(error: ApiError, style: ErrorStyle): Record<string, string> {
  return style === 'identity'
    ? { error: error.code, error_description: error.message, ...error.extra }
    : { message: error.message, ...error.extra };
}

export const badRequest = (message: string, code = 'invalid_request') => new ApiError(400, code, message);
export const unauthorized = (message = 'The access token is missing, invalid or expired.') =>
  new ApiError(401, 'invalid_token', message);
export const forbidden = (message = 'This organisation belongs to another account.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);
