import { queryOptions } from '@tanstack/react-query';
import type { ServerAccess } from './apiContext.tsx';
import { dataKeys } from './keys.ts';
import { callFor } from './queries.ts';

/**
 * A link is good or it is not: a failure goes straight to /reset/invalid (SPEC §4) rather than retrying, and
 * the answer holds for as long as the page is open.
 */
const once = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;

/** GET /verify: whose reset link this is, without using it up (SPEC §7). */
export function resetLinkQuery(access: ServerAccess, token: string) {
  return queryOptions({
    ...once,
    queryKey: dataKeys.resetLink(access.person(), token),
    queryFn: callFor(access, (api) => api.identity.lookUpVerificationLink(token)),
  });
}

/**
 * POST /verify: activates the account of an activation link and says whose it is (SPEC §2 /verify). A POST, but
 * a query rather than a mutation: the page sends it by itself on arrival and shows its answer, and the key holds
 * it to once per link, however often the page is drawn (a second activation would find the link used up).
 */
export function activationQuery(access: ServerAccess, token: string) {
  return queryOptions({
    ...once,
    queryKey: dataKeys.activation(access.person(), token),
    queryFn: callFor(access, (api) => api.identity.activateAccount(token)),
  });
}
