import type { z } from 'zod/mini';
import type { HttpCore } from './core.ts';
import type { ApiError } from './errors.ts';
import { importWebsiteFaqs } from './faqImport.ts';
import { readJson, readNothing } from './http.ts';
import { type ServiceError, serviceErrorSchema } from './schemas/common.ts';
import type { FaqStreamEvent } from './schemas/faqStream.ts';
import {
  type Campaign,
  type CheckoutSessionRequest,
  campaignResponseSchema,
  campaignsResponseSchema,
  type LucyCall,
  lucyCallsResponseSchema,
  type NotificationRequest,
  type Organisation,
  organisationResponseSchema,
  type PaymentSession,
  type PortalSessionRequest,
  type ProductPrice,
  paymentSessionResponseSchema,
  productPricesResponseSchema,
  type Subscription,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  type UpgradeRequest,
  type UserDeviceRequest,
  type UserMetricRequest,
  type UserStatus,
  userDeviceResponseSchema,
  userStatusResponseSchema,
} from './schemas/gateway.ts';

/** Gateway calls reject with this error; `detail` is the service's `{ message }` when it sent one. */
export type GatewayApiError = ApiError<ServiceError>;

/** SPEC §7: gateway payloads are under `data`; the client hands back the payload. */
function data<T>(schema: z.ZodMiniType<{ data: T }>) {
  const read = readJson(schema, serviceErrorSchema);
  return async (response: Response) => (await read(response)).data;
}

const nothing = readNothing(serviceErrorSchema);

/** One typed function per gateway call of SPEC §7. */
export function createGatewayClient(core: HttpCore) {
  return {
    /** GET /v1/ca/users/status. */
    getUserStatus(): Promise<UserStatus> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: '/v1/ca/users/status' }),
        data(userStatusResponseSchema),
      );
    },

    /**
     * GET /v1/ca/campaigns (the loading pages poll it). A failure rejects: SPEC §7 tolerates it, which the
     * server-state layer (renderer/data) decides after retrying, never by reading a failure as "none".
     */
    getCampaigns(): Promise<Campaign[]> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: '/v1/ca/campaigns' }),
        data(campaignsResponseSchema),
      );
    },

    /** GET /products/{tag}/all, with the promo code when the user has one. */
    getProductPrices(tag: string, promoCode?: string): Promise<ProductPrice[]> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: `/products/${encodeURIComponent(tag)}/all`, query: { promoCode } }),
        data(productPricesResponseSchema),
      );
    },

    /** POST /stripe/create-checkout-session: where to send the user to pay. */
    createCheckoutSession(request: CheckoutSessionRequest): Promise<PaymentSession> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/stripe/create-checkout-session', json: request }),
        data(paymentSessionResponseSchema),
      );
    },

    /** POST /stripe/portal-session: the payment provider's customer portal. */
    createPortalSession(request: PortalSessionRequest): Promise<PaymentSession> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/stripe/portal-session', json: request }),
        data(paymentSessionResponseSchema),
      );
    },

    /** POST /subscriptions/upgrade. */
    upgradeSubscription(request: UpgradeRequest): Promise<Subscription> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/subscriptions/upgrade', json: request }),
        data(subscriptionResponseSchema),
      );
    },

    /** POST /subscriptions/cancel. */
    cancelSubscription(): Promise<Subscription> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/subscriptions/cancel' }),
        data(subscriptionResponseSchema),
      );
    },

    /** POST /subscriptions/revert-cancellation. */
    revertSubscriptionCancellation(): Promise<Subscription> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/subscriptions/revert-cancellation' }),
        data(subscriptionResponseSchema),
      );
    },

    /** GET /subscriptions. A failure rejects (see getCampaigns). */
    getSubscriptions(): Promise<Subscription[]> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: '/subscriptions' }),
        data(subscriptionsResponseSchema),
      );
    },

    /**
     * GET /organisations/{id}: the account preview. A failure rejects, an answer that fails its schema too; how
     * often it is tried (SPEC §7) is its query's rule (data/ businessNameQuery), like every read's.
     */
    getAccountPreview(organisationId: string): Promise<Organisation> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: `/organisations/${encodeURIComponent(organisationId)}` }),
        data(organisationResponseSchema),
      );
    },

    /** POST /organisations/{id}/create-free-lucy-campaign, for the signed-in user's organisation. */
    createFreeLucyCampaign(): Promise<Campaign> {
      return core.callAuthorized(
        'gateway',
        ({ claims }) => ({
          method: 'POST',
          path: `/organisations/${encodeURIComponent(claims.org_id)}/create-free-lucy-campaign`,
        }),
        data(campaignResponseSchema),
      );
    },

    /**
     * GET /organisations/{id}/lucy/calls?since= for the signed-in user's organisation: the calls Lucy answered
     * since `since` (ISO 8601). A proposal (flag testCallProof): a gateway that does not serve it answers 404.
     */
    getLucyCalls(since: string): Promise<LucyCall[]> {
      return core.callAuthorized(
        'gateway',
        ({ claims }) => ({
          method: 'GET',
          path: `/organisations/${encodeURIComponent(claims.org_id)}/lucy/calls`,
          query: { since },
        }),
        data(lucyCallsResponseSchema),
      );
    },

    /** POST /organisations/notify. */
    notify(request: NotificationRequest): Promise<void> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/organisations/notify', json: request }),
        nothing,
      );
    },

    /** POST /lucy/user-device: the device and carrier the user picked. */
    saveUserDevice(request: UserDeviceRequest): Promise<void> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/lucy/user-device', json: request }),
        nothing,
      );
    },

    /**
     * A proposal (flag phoneChoiceRead): GET /lucy/user-device, the answers the last POST stored, null before
     * any.
     */
    getUserDevice(): Promise<UserDeviceRequest | null> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'GET', path: '/lucy/user-device' }),
        data(userDeviceResponseSchema),
      );
    },

    /** POST /lucy/user-metrics. */
    recordUserMetric(request: UserMetricRequest): Promise<void> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/lucy/user-metrics', json: request }),
        nothing,
      );
    },

    /** POST /lucy/faq/website: the streamed FAQ import (faqImport.ts). */
    importWebsiteFaqs(url: string, signal?: AbortSignal): AsyncGenerator<FaqStreamEvent> {
      return importWebsiteFaqs(core, { url }, signal);
    },

    /** POST /lucy/cancel: cancel the free plan. */
    cancelLucy(): Promise<void> {
      return core.callAuthorized('gateway', () => ({ method: 'POST', path: '/lucy/cancel' }), nothing);
    },

    /** POST /lucy/reactivate: reactivate the free plan (at most once every 30 days, SPEC §9). */
    reactivateLucy(): Promise<Subscription> {
      return core.callAuthorized(
        'gateway',
        () => ({ method: 'POST', path: '/lucy/reactivate' }),
        data(subscriptionResponseSchema),
      );
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
