import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import type { Api } from '../../api/index.ts';
import { QUERY_RETRIES } from '../../domain/constants.ts';

/** Query keys of the billing screens. */
export const billingKeys = {
  all: ['billing'] as const,
  prices: (tag: string, promoCode: string | undefined) =>
    [...billingKeys.all, 'prices', tag, promoCode ?? null] as const,
  campaigns: () => [...billingKeys.all, 'campaigns'] as const,
};

/** A refusal (an unknown promo code, an unknown tag) stays one: only failures to answer are tried again. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < QUERY_RETRIES;
}

/** SPEC §7 GET /products/{tag}/all, with the promo code when there is one. */
export function pricesQuery(api: Api, tag: string, promoCode: string | undefined) {
  return queryOptions({
    queryKey: billingKeys.prices(tag, promoCode),
    queryFn: () => api.gateway.getProductPrices(tag, promoCode),
    retry: retryUnlessRefused,
  });
}
