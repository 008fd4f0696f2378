import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';
import type { Api } from '../api/index.ts';
import type { LucyCall } from '../api/schemas/gateway.ts';
import { QUERY_RETRIES } from '../domain/constants.ts';

/**
 * Server state: one query (one key, one `queryOptions` builder) per read call of SPEC §7. Every screen and the
 * session summary read through these, so each resource is fetched and cached once whichever screens show it;
 * a screen that needs part of an answer picks it with `select`. Failures are retried per SPEC §9 (the query
 * client's defaults: 3 retries, back-off from 1 s doubling to 30 s) and stay failures: none of them reads a
 * failed fetch as "none" (see session/summary.ts for what the guards do then).
 */
export const dataKeys = {
  /** GET .../lucy/config */
  lucyConfig: () => ['lucy-config'] as const,
  /** GET /v1/ca/campaigns */
  campaigns: () => ['campaigns'] as const,
  /** GET /subscriptions */
  subscriptions: () => ['subscriptions'] as const,
  /** GET {identity}/userinfo */
  userInfo: () => ['userinfo'] as const,
  /** GET /v1/ca/users/status */
  userStatus: () => ['user-status'] as const,
  /** GET /products/{tag}/all */
  productPrices: (tag: string, promoCode: string | undefined) =>
    ['product-prices', tag, promoCode ?? null] as const,
  /** GET /organisations/{id}/lucy/calls?since= (a proposal, flag testCallProof) */
  lucyCalls: (since: string) => ['lucy-calls', since] as const,
};

/** GET .../lucy/config: the organisation's config and revision; null only when it has none (404). */
export function lucyConfigQuery(api: Api) {
  return queryOptions({ queryKey: dataKeys.lucyConfig(), queryFn: () => api.builder.getLucyConfig() });
}

/** GET /v1/ca/campaigns. */
export function campaignsQuery(api: Api) {
  return queryOptions({ queryKey: dataKeys.campaigns(), queryFn: () => api.gateway.getCampaigns() });
}

/** GET /subscriptions. */
export function subscriptionsQuery(api: Api) {
  return queryOptions({ queryKey: dataKeys.subscriptions(), queryFn: () => api.gateway.getSubscriptions() });
}

/** GET {identity}/userinfo: the business phone and the client's id and e-mail. */
export function userInfoQuery(api: Api) {
  return queryOptions({ queryKey: dataKeys.userInfo(), queryFn: () => api.identity.getUserInfo() });
}

/** GET /v1/ca/users/status: the client's first name (a user without an organisation may have none). */
export function userStatusQuery(api: Api) {
  return queryOptions({ queryKey: dataKeys.userStatus(), queryFn: () => api.gateway.getUserStatus() });
}

/** A refusal (an unknown promo code, an unknown tag) stays one: only failures to answer are tried again. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < QUERY_RETRIES;
}

/** GET /products/{tag}/all, with the promo code when there is one. */
export function productPricesQuery(api: Api, tag: string, promoCode: string | undefined) {
  return queryOptions({
    queryKey: dataKeys.productPrices(tag, promoCode),
    queryFn: () => api.gateway.getProductPrices(tag, promoCode),
    retry: retryUnlessRefused,
  });
}

/**
 * GET /organisations/{id}/lucy/calls?since=: the calls Lucy answered since `since`, read again every so many
 * milliseconds while `pollEvery` says so for the calls read so far (false: not again). A proposal (flag
 * testCallProof): a gateway that does not know the call refuses it (404), which is not tried again, so the
 * screen can fall back at once.
 */
export function lucyCallsQuery(
  api: Api,
  since: string,
  pollEvery: (calls: LucyCall[] | undefined) => number | false,
) {
  return queryOptions({
    queryKey: dataKeys.lucyCalls(since),
    queryFn: () => api.gateway.getLucyCalls(since),
    retry: retryUnlessRefused,
    refetchInterval: (query) => pollEvery(query.state.data),
  });
}
