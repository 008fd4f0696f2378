import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import { decodeAccessToken } from '../../domain/token.ts';
import type { Session } from '../../session/createSession.ts';

export const assistantKeys = {
  all: ['assistant'] as const,
  businessName: () => [...assistantKeys.all, 'business-name'] as const,
};

/**
 * The organisation's name (GET /organisations/{id}), to start a new config with. The call retries itself
 * (SPEC §7); without an answer the owner types the name.
 */
export function businessNameQuery(api: Api, session: Session) {
  return queryOptions({
    queryKey: assistantKeys.businessName(),
    queryFn: async (): Promise<string> => {
      const tokens = await session.tokens.get();
      if (!tokens) return '';
      try {
        return (await api.gateway.getAccountPreview(decodeAccessToken(tokens.access_token).org_id)).name;
      } catch {
        return '';
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
