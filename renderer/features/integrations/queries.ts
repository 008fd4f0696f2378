import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { LucyConfigResponse } from '../../api/schemas/builder.ts';

export const integrationsKeys = {
  all: ['integrations'] as const,
  lucyConfig: () => [...integrationsKeys.all, 'lucy-config'] as const,
};

/**
 * The Lucy config the webhook lives in (messageTaking.webhookUrl). Null only when the organisation has none; a
 * failed fetch is an error to show, never a blank config a save would write over. Forgotten when the page
 * closes, so the page always starts from what the service has now.
 */
export function lucyConfigQuery(api: Api) {
  return queryOptions({
    queryKey: integrationsKeys.lucyConfig(),
    queryFn: () => api.builder.readLucyConfig(),
    gcTime: 0,
  });
}

/** The config with another webhook address, saved over the revision it was read at (SPEC §7). */
export async function saveWebhookUrl(
  api: Api,
  queryClient: QueryClient,
  config: LucyConfigResponse,
  webhookUrl: string,
): Promise<LucyConfigResponse> {
  const saved = await api.builder.saveLucyConfig(
    { ...config.lucyConfig, messageTaking: { ...config.lucyConfig.messageTaking, webhookUrl } },
    config.version,
  );
  queryClient.setQueryData(integrationsKeys.lucyConfig(), saved);
  return saved;
}
