import { identityRefusal } from '../../api/refusals.ts';
import { contactForAccessMessage } from '../../session/signInFailure.ts';

/** SPEC §8 "Password-reset request failure", word for word. */
export const RESET_REQUEST_FAILURE = 'Something went wrong, please try again later.';

const MULTIPLE_USER_MATCH_CODE = 'multiple-user-match';

/**
 * SPEC §8: the toast for a reset request the identity service refused. When several accounts share the
 * address, the service names whom to ask for access; anything else is the generic failure.
 */
export function resetRequestFailureMessage(error: unknown): string {
  const detail = identityRefusal(error);
  if (detail?.error === MULTIPLE_USER_MATCH_CODE && detail.email)
    return contactForAccessMessage(detail.email);
  return RESET_REQUEST_FAILURE;
}
