import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import type { Api } from '../../api/index.ts';
import type { Campaign, Subscription } from '../../api/schemas/gateway.ts';
import { memoryTokenStore, unsignedJwt } from '../../api/testing/fakes.ts';
import { createQueryClient } from '../../data/queryClient.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import { createDevicePreferencesStore } from '../devicePreferences.ts';
import type { SummarySources } from '../summary.ts';
import type { SummarySource } from '../unreachable.ts';
import { memoryStorage } from './memoryStorage.ts';

/** Stand-ins for the answers the session summary is built from. Tests only. */

export const IDENTITY = 'http://localhost:8787/identity';
export const tokensFor = (org_id: string) => ({
  access_token: unsignedJwt({ iss: IDENTITY, org_id, region: 'au', sub: 'user-1' }),
  refresh_token: 'rt_1',
});

/** How a source answers: as asked, once failing then as asked (a bad second), or failing every time. */
export type SourceHealth = 'ok' | 'transient' | 'down';

export interface Answers {
  subscriptions?: Subscription[];
  campaigns?: Campaign[];
  config?: boolean;
  phoneNumber?: string | null;
  preferences?: DevicePreferences;
  health?: Partial<Record<SummarySource, SourceHealth>>;
}

/** The query client of the app, without the waits between retries (the retry policy itself is the app's). */
export function quickRetryQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  return queryClient;
}

export function summarySources(org: string, answers: Answers = {}, queryClient = quickRetryQueryClient()) {
  const tokens = memoryTokenStore(tokensFor(org));
  const storage = memoryStorage();
  if (answers.preferences) createDevicePreferencesStore(storage).write('user-1', answers.preferences);
  const calls: SummarySource[] = [];
  async function answer<T>(source: SummarySource, value: () => T): Promise<T> {
    calls.push(source);
    const health = answers.health?.[source] ?? 'ok';
    const attempts = calls.filter((call) => call === source).length;
    if (health === 'down' || (health === 'transient' && attempts === 1)) {
      throw new ApiError(`500 from ${source}`, 500);
    }
    return value();
  }
  const api = {
    identity: {
      getUserInfo: () =>
        answer('userinfo', () => ({
          phoneNumber: answers.phoneNumber ?? null,
          clientInfo: { id: 'user-1', email: 'owner@cafe.com.au' },
        })),
    },
    gateway: {
      getSubscriptions: () => answer('subscriptions', () => answers.subscriptions ?? []),
      getCampaigns: () => answer('campaigns', () => answers.campaigns ?? []),
    },
    builder: {
      getLucyConfig: () =>
        answer('config', () =>
          answers.config
            ? ({ lucyConfig: {}, version: 1 } as Awaited<ReturnType<Api['builder']['getLucyConfig']>>)
            : null,
        ),
    },
  } as unknown as Api;
  const sources: SummarySources = { tokens, storage, api, queryClient };
  return { tokens, calls, sources, queryClient };
}
