import { ApiError, SessionExpiredError } from '../../api/errors.ts';
import { serviceRefusal } from '../../api/refusals.ts';

/** What a failed billing call tells the owner: what went wrong and what to do next. */
export const UNREACHABLE = 'We couldn’t reach Lucy. Check your internet connection, then try again.';
export const TRY_AGAIN_LATER = 'Something went wrong, please try again later.';

/**
 * The message for a failed billing call, or undefined when the session ended (the app has already said so
 * and is returning to /, SPEC §7). The gateway's own `{ message }` says best what went wrong (a plan that
 * cannot change, a promo code that does not apply, reactivation within 30 days), so it is shown as it is.
 */
export function billingFailure(error: unknown): string | undefined {
  if (error instanceof SessionExpiredError) return undefined;
  if (error instanceof ApiError && error.status === 0) return UNREACHABLE;
  return serviceRefusal(error)?.message ?? TRY_AGAIN_LATER;
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
