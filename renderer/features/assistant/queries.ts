import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { LucyConfigResponse } from '../../api/schemas/builder.ts';
import { decodeAccessToken } from '../../domain/token.ts';
import type { Session } from '../../session/session.ts';
import { sessionKeys } from '../../session/session.ts';

export const assistantKeys = {
  all: ['assistant'] as const,
  lucyConfig: () => [...assistantKeys.all, 'lucy-config'] as const,
  businessName: () => [...assistantKeys.all, 'business-name'] as const,
};

/**
 * GET .../lucy/config for the editor: null only when the organisation has none; a failure is an error to
 * show (with a way to try again), never a blank form that a save would write over the owner's settings.
 */
export function lucyConfigQuery(api: Api) {
  return queryOptions({
    queryKey: assistantKeys.lucyConfig(),
    queryFn: () => api.builder.readLucyConfig(),
    // Forgotten as soon as no editor shows it, so an editor always starts from what the service has now.
    gcTime: 0,
  });
}

/**
 * SPEC §7 "Afterwards the cached config is refreshed": the saved answer becomes the cached config, and the
 * session summary is rebuilt, since whether a config exists steers the guards (SPEC §2 index, /setup).
 */
export async function rememberSavedConfig(
  queryClient: QueryClient,
  saved: LucyConfigResponse,
): Promise<void> {
  queryClient.setQueryData(assistantKeys.lucyConfig(), saved);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.summary() });
}

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
