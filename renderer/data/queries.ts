import { queryOptions } from '@tanstack/react-query';
import { ApiError, SessionChangedError, UnexpectedResponseError } from '../api/errors.ts';
import type { Api } from '../api/index.ts';
import type { LucyCall } from '../api/schemas/gateway.ts';
import { QUERY_RETRIES } from '../domain/constants.ts';
import { samePerson } from '../domain/token.ts';
import type { ServerAccess } from './apiContext.tsx';
import { dataKeys } from './keys.ts';

/**
 * Server state: one query (one key of keys.ts, one `queryOptions` builder) per read call of SPEC §7. Every screen
 * and the session summary read through these, so each resource is fetched and cached once whichever screens
 * show it; a screen that needs part of an answer picks it with `select`. Failures are retried per SPEC §9 (the
 * query client's defaults: 3 retries, back-off from 1 s doubling to 30 s) and stay failures: none of them reads
 * a failed fetch as "none" (see session/summary.ts for what the guards do then).
 */

/**
 * The call of a query keyed under the person the window is for when the query is made. Should the window be
 * for someone else by the time it runs, it is not made: its answer would be the other person's, under this
 * person's key.
 */
export function callFor<T>(access: ServerAccess, call: (api: Api) => Promise<T>): () => Promise<T> {
  const person = access.person();
  return async () => {
    const api = await access.api();
    if (person && !samePerson(access.person(), person)) {
      throw new SessionChangedError('Someone else is signed in now: the call was not sent');
    }
    return call(api);
  };
}

/** GET .../lucy/config: the organisation's config and revision; null only when it has none (404). */
export function lucyConfigQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.lucyConfig(access.person()),
    queryFn: callFor(access, (api) => api.builder.getLucyConfig()),
  });
}

/** GET /v1/ca/campaigns. */
export function campaignsQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.campaigns(access.person()),
    queryFn: callFor(access, (api) => api.gateway.getCampaigns()),
  });
}

/** GET /subscriptions. */
export function subscriptionsQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.subscriptions(access.person()),
    queryFn: callFor(access, (api) => api.gateway.getSubscriptions()),
  });
}

/** GET {identity}/userinfo: the business phone and the client's id and e-mail. */
export function userInfoQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.userInfo(access.person()),
    queryFn: callFor(access, (api) => api.identity.getUserInfo()),
  });
}

/** GET /v1/ca/users/status: the client's first name (a user without an organisation may have none). */
export function userStatusQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.userStatus(access.person()),
    queryFn: callFor(access, (api) => api.gateway.getUserStatus()),
  });
}

/** A refusal (an unknown promo code, an unknown tag) stays one: only failures to answer are tried again. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < QUERY_RETRIES;
}

/** GET /products/{tag}/all, with the promo code when there is one. */
export function productPricesQuery(access: ServerAccess, tag: string, promoCode: string | undefined) {
  return queryOptions({
    queryKey: dataKeys.productPrices(access.person(), tag, promoCode),
    queryFn: callFor(access, (api) => api.gateway.getProductPrices(tag, promoCode)),
    retry: retryUnlessRefused,
  });
}

/** SPEC §7: the account preview is tried up to 3 times, but never again after a 400. */
const ACCOUNT_PREVIEW_ATTEMPTS = 3;

/** An unreadable answer is a failure like any other and is tried again; a 400 is not. */
function retryAccountPreview(failureCount: number, error: Error): boolean {
  const retriable =
    (error instanceof ApiError && error.status !== 400) || error instanceof UnexpectedResponseError;
  return retriable && failureCount < ACCOUNT_PREVIEW_ATTEMPTS - 1;
}

/**
 * The organisation's name (GET /organisations/{id}), to start a new config with: '' for a person without an
 * organisation. A failure, after the SPEC §7 attempts (backing off as every query does), stays one; the screen
 * then lets the owner type the name.
 */
export function businessNameQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.businessName(access.person()),
    queryFn: callFor(access, async (api): Promise<string> => {
      const organisation = access.person()?.org_id;
      return organisation ? (await api.gateway.getAccountPreview(organisation)).name : '';
    }),
    retry: retryAccountPreview,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /organisations/{id}/lucy/calls?since=: the calls Lucy answered since `since`, read again every so many
 * milliseconds while `pollEvery` says so for the calls read so far (false: not again). A proposal (flag
 * testCallProof): a gateway that does not know the call refuses it (404), which is not tried again, so the
 * screen can fall back at once.
 */
export function lucyCallsQuery(
  access: ServerAccess,
  since: string,
  pollEvery: (calls: LucyCall[] | undefined) => number | false,
) {
  return queryOptions<LucyCall[], Error, LucyCall[], ReturnType<typeof dataKeys.lucyCalls>>({
    queryKey: dataKeys.lucyCalls(access.person(), since),
    queryFn: callFor(access, (api) => api.gateway.getLucyCalls(since)),
    retry: retryUnlessRefused,
    refetchInterval: (query) => pollEvery(query.state.data),
  });
}
