import { identityRefusal } from '../../api/refusals.ts';
import {
  contactForAccess,
  MULTIPLE_USER_MATCH_CODE,
  SOMETHING_WENT_WRONG_TRY_LATER,
} from '../../domain/errorCatalogue.ts';

/** SPEC §8 "Password-reset request failure", word for word. */
export const RESET_REQUEST_FAILURE = SOMETHING_WENT_WRONG_TRY_LATER;

/**
 * SPEC §8: the toast for a reset request the identity service refused. When several accounts share the
 * address `asking` typed, whom to ask for access (contactForAccess); anything else is the generic failure.
 */
export function resetRequestFailureMessage(error: unknown, asking: string): string {
  const detail = identityRefusal(error);
  if (detail?.error === MULTIPLE_USER_MATCH_CODE) return contactForAccess(detail.email, asking);
  return RESET_REQUEST_FAILURE;
}
