import { QueryClient } from '@tanstack/react-query';
import { NotSignedInError, SessionExpiredError } from '../api/errors.ts';
import { backOffDelay } from '../domain/backOff.ts';
import { QUERY_CACHE_LIFETIME_MS, QUERY_RETRIES } from '../domain/constants.ts';

/** SPEC §9: exponential back-off from 1 s, doubling, capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return backOffDelay(failureCount);
}

/**
 * SPEC §9: 3 retries. A call refused because the session is over (a failed refresh, or signed out meanwhile)
 * is not tried again: the app is leaving for the sign-in page.
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof SessionExpiredError || error instanceof NotSignedInError) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_CACHE_LIFETIME_MS,
        staleTime: QUERY_CACHE_LIFETIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
