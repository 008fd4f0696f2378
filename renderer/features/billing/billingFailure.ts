import { ApiError, SessionExpiredError } from '../../api/errors.ts';

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
  if (error instanceof ApiError) {
    if (error.status === 0) return UNREACHABLE;
    const detail: unknown = error.detail;
    if (detail && typeof detail === 'object' && 'message' in detail && typeof detail.message === 'string') {
      return detail.message;
    }
  }
  return TRY_AGAIN_LATER;
}
