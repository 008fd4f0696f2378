import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/index.ts';
import { userInfoQuery, userStatusQuery } from '../data/queries.ts';
import type { AnalyticsPerson } from '../domain/analytics/identity.ts';
import { decodeAccessToken } from '../domain/token.ts';
import type { TokenStore } from '../platform/types.ts';

/** The signed-in client as analytics knows them, with the token's user id (the data layer's user id). */
export interface SignedInPerson extends AnalyticsPerson {
  userId: string;
  /** The token's issuer, which with the region picks the user's environment (SPEC §7). */
  issuer: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  person: (userId: string) => [...analyticsKeys.all, 'person', userId] as const,
};

/**
 * Who is signed in, for analytics: the client id and e-mail from the user info (SPEC §3), the first name from the
 * user status (a user without an organisation may have none), the organisation and region from the token.
 * Undefined when nobody is. Asked once per user (the session clears it on sign-out).
 */
export async function signedInPerson(
  tokens: TokenStore,
  api: () => Promise<Api>,
  queryClient: QueryClient,
): Promise<SignedInPerson | undefined> {
  const current = await tokens.get();
  if (!current) return undefined;
  const claims = decodeAccessToken(current.access_token);
  return queryClient.fetchQuery({
    queryKey: analyticsKeys.person(claims.sub),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      // The shared queries (renderer/data): the user info is the one the session summary has read already.
      const loaded = await api();
      const [info, status] = await Promise.all([
        queryClient.fetchQuery(userInfoQuery(loaded)),
        queryClient.fetchQuery({ ...userStatusQuery(loaded), retry: false }).catch(() => undefined),
      ]);
      return {
        userId: claims.sub,
        issuer: claims.iss,
        clientId: info.clientInfo.id,
        email: info.clientInfo.email,
        firstName: status?.clientInfo.firstName ?? '',
        organisationId: claims.org_id,
        region: claims.region,
      };
    },
  });
}
