import { ApiError } from './errors.ts';
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
