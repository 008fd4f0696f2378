import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../../session/createSession.ts';

export const passwordKeys = {
  all: ['password'] as const,
  resetLink: (token: string) => [...passwordKeys.all, 'reset-link', token] as const,
  activation: (token: string) => [...passwordKeys.all, 'activation', token] as const,
};

/**
 * A link is good or it is not: a failure goes straight to /reset/invalid (SPEC §4) rather than retrying, and
 * the answer holds for as long as the page is open.
 */
const once = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;

/** GET /verify: whose reset link this is, without using it up (SPEC §7). */
export function resetLinkQuery(session: Session, token: string) {
  return queryOptions({
    ...once,
    queryKey: passwordKeys.resetLink(token),
    queryFn: async () => (await session.api()).identity.lookUpVerificationLink(token),
  });
}

/** POST /verify: activates the account of an activation link and says whose it is (SPEC §2 /verify). */
export function activationQuery(session: Session, token: string) {
  return queryOptions({
    ...once,
    queryKey: passwordKeys.activation(token),
    queryFn: async () => (await session.api()).identity.activateAccount(token),
  });
}
