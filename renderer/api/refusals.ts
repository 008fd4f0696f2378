import type { ServiceFailure } from '../domain/errorCatalogue.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import { type ServiceError, serviceErrorSchema } from './schemas/common.ts';
import { type IdentityError, identityErrorSchema } from './schemas/identity.ts';

/**
 * A service's refusal in its own words, read from a failed call's error without casting: the error answer was
 * parsed with the service's schema when the call failed, and is checked against it again here, whichever call
 * the screen made. Undefined for any other failure (unreachable, unexpected answer, session ended).
 */

/** The gateway's or the builder's refusal, `{ message }`. */
export function serviceRefusal(error: unknown): ServiceError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = serviceErrorSchema.safeParse(error.detail);
  return parsed.success ? parsed.data : undefined;
}

/** The identity service's refusal, `{ error, error_description, email }`. */
export function identityRefusal(error: unknown): IdentityError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = identityErrorSchema.safeParse(error.detail);
  return parsed.success ? parsed.data : undefined;
}

/** How a call failed, for the words of domain/errorCatalogue.ts: the session ended, Lucy unreachable, or refused. */
export function serviceFailure(error: unknown): ServiceFailure {
  if (error instanceof SessionExpiredError) return { kind: 'session-ended' };
  if (error instanceof ApiError && error.status === 0) return { kind: 'unreachable' };
  const message = serviceRefusal(error)?.message;
  return message === undefined ? { kind: 'refused' } : { kind: 'refused', message };
}

/** The service said the request was made too often lately (429): waiting, not trying again now, helps. */
export function tooManyRequests(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * The day a refused free-plan reactivation becomes possible (SPEC §9: once every 30 days), as the gateway's
 * refusal names it ("... You can reactivate again on 2026-03-01."), in ISO form; undefined for any other failure.
 */
export function reactivationAllowedFrom(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const refusal = serviceRefusal(error);
  return refusal && /reactivate again on (\d{4}-\d{2}-\d{2})/.exec(refusal.message)?.[1];
}
