import { QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from './constants.ts';

/**
 * The app's one exponential back-off (SPEC §9): the wait before retry number `retry` (0 before the first),
 * from `base`, doubling each time, capped at `max`. By default the data-fetching numbers: 1 s, 2 s, 4 s ... 30 s.
 */
export function backOffDelay(
  retry: number,
  { base = QUERY_RETRY_BASE_DELAY_MS, max = QUERY_RETRY_MAX_DELAY_MS } = {},
): number {
  return Math.min(base * 2 ** retry, max);
}
