import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_CACHE_LIFETIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '../domain/constants.ts';

/** SPEC §9: exponential back-off from 1 s, doubling, capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay,
        gcTime: QUERY_CACHE_LIFETIME_MS,
        staleTime: QUERY_CACHE_LIFETIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
