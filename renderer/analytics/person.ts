import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/index.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import type { ServerAccess } from '../data/apiContext.tsx';
import { dataKeys } from '../data/keys.ts';
import { userInfoQuery, userStatusQuery } from '../data/queries.ts';
import type { AnalyticsPerson } from '../domain/analytics/identity.ts';
import { decodeAccessToken, personOf } from '../domain/token.ts';

/**
 * The signed-in client as analytics knows them, with the token's user id (the data layer's user id). The first
 * name is not part of it: only the session recorder wants it, on a few paths, so it is read when it is sent
 * (`firstNameOf`), not on every visit.
 */
export interface SignedInPerson extends AnalyticsPerson {
  userId: string;
  /** The token's issuer, which with the region picks the user's environment (SPEC §7). */
  issuer: string;
}

/**
 * Who is signed in, for analytics: the client id and e-mail from the user info (SPEC §3), the organisation and
 * region from the token. Undefined when nobody is. Asked once per user (the session clears it on sign-out); the
 * user info is the shared query the session summary reads anyway.
 */
export async function signedInPerson(
  tokens: TokenStore,
  api: () => Promise<Api>,
  queryClient: QueryClient,
): Promise<SignedInPerson | undefined> {
  const current = await tokens.get();
  if (!current) return undefined;
  const claims = decodeAccessToken(current.access_token);
  const person = personOf(claims);
  const access: ServerAccess = { api, person: () => person };
  return queryClient.fetchQuery({
    queryKey: dataKeys.analyticsPerson(person),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const info = await queryClient.fetchQuery(userInfoQuery(access));
      return {
        userId: claims.sub,
        issuer: claims.iss,
        clientId: info.clientInfo.id,
        email: info.clientInfo.email,
        organisationId: claims.org_id,
        region: claims.region,
      };
    },
  });
}

/**
 * The signed-in client's first name, from the user status (SPEC §3 "User status (clientInfo)"); empty when it
 * cannot be read (a user without an organisation may have none): analytics never holds a page view up for it.
 */
export async function firstNameOf(
  api: () => Promise<Api>,
  person: SignedInPerson,
  queryClient: QueryClient,
): Promise<string> {
  const whose = { iss: person.issuer, sub: person.userId, org_id: person.organisationId };
  try {
    const status = await queryClient.fetchQuery({
      ...userStatusQuery({ api, person: () => whose }),
      retry: false,
    });
    return status.clientInfo.firstName;
  } catch {
    return '';
  }
}
