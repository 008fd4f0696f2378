import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../api/index.ts';
import type { LucyConfig } from '../api/schemas/builder.ts';
import type {
  Campaign,
  CheckoutSessionRequest,
  NotificationRequest,
  Subscription,
  UpgradeRequest,
} from '../api/schemas/gateway.ts';
import type { Person } from '../domain/token.ts';
import { useDataServices } from './apiContext.tsx';
import { dataKeys } from './keys.ts';
import { lucyConfigQuery } from './queries.ts';

/**
 * Server state that changes: one `useMutation` hook per write call of SPEC §7 that screens make. Each puts
 * what the service answered into the cache (`setQueryData`) instead of reading it again, and invalidates only
 * what changed without being in the answer. Screens read pending state and the typed error from the mutation.
 */

/**
 * SPEC §7 PUT .../lucy/config over the revision the edit started from. "Afterwards the cached config is
 * refreshed" from the answer itself, which is the saved config and its new revision: nothing is fetched again,
 * and every screen (and the session summary, derived from the same entry) sees it at once.
 */
export function useSaveLucyConfig() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lucyConfig, version }: { lucyConfig: LucyConfig; version: number }) =>
      (await services.api()).builder.saveLucyConfig(lucyConfig, version),
    onSuccess: (saved) => queryClient.setQueryData(dataKeys.lucyConfig(services.person()), saved),
  });
}

/**
 * GET .../lucy/config read again on the owner's word, after a save found a newer revision (409): the config as
 * it is now, through the cache every screen reads, whatever its age. A read, but one the owner asks for, with
 * its pending and failed states like any write's.
 */
export function useReloadLucyConfig() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...lucyConfigQuery(services), staleTime: 0 }),
  });
}

/**
 * An item as a call answered it takes the place of the cached one with its id in the list under `key`, so
 * nothing is fetched again. Only when the cache does not hold the list, or holds it without that item (a new
 * one: the list's order is the service's), is the list read again.
 */
async function rememberInList<Item extends { id: string }>(
  queryClient: QueryClient,
  key: readonly unknown[],
  item: Item,
): Promise<void> {
  const cached = queryClient.getQueryData<Item[]>(key);
  if (!cached?.some((each) => each.id === item.id)) {
    await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Item[]>(
    key,
    cached.map((each) => (each.id === item.id ? item : each)),
  );
}

/** A subscription as a subscription call answered it, in the cached GET /subscriptions. */
export function rememberSubscription(
  queryClient: QueryClient,
  person: Person | undefined,
  subscription: Subscription,
): Promise<void> {
  return rememberInList(queryClient, dataKeys.subscriptions(person), subscription);
}

/**
 * POST /organisations/notify beside a plan choice: the team hears of an upgrade, which must not stand in the
 * owner's way, so a failure is only logged.
 */
function notifyAlong(api: Api, notification: NotificationRequest | undefined): Promise<void> {
  if (!notification) return Promise.resolve();
  return api.gateway
    .notify(notification)
    .catch((error: unknown) => console.warn('The plan choice was not passed on to the team.', error));
}

/** A payment page's address as the service answered it, vetted by the screen before the owner goes there. */
export type PaymentPageCheck = (url: string) => string;

/**
 * POST /stripe/create-checkout-session (with the upgrade notification, when there is one), returning to pages
 * of the app: the payment page's address, once `paymentPage` accepted it. Nothing cached changes until the
 * owner has paid. An app without a base address for the return pages fails before anything is sent.
 */
export function useCreateCheckoutSession(paymentPage: PaymentPageCheck) {
  const services = useDataServices();
  return useMutation({
    mutationFn: async ({
      choice,
      returnTo,
      notification,
    }: {
      choice: UpgradeRequest;
      /** The app's paths the payment page returns to, after paying and after backing out. */
      returnTo: { success: string; cancel: string };
      notification?: NotificationRequest;
    }) => {
      const api = await services.api();
      const request: CheckoutSessionRequest = {
        ...choice,
        // The shell's return addresses: the app's own pages, or the desktop app's hand-back page.
        successUrl: services.paymentReturnAddress(returnTo.success),
        cancelUrl: services.paymentReturnAddress(returnTo.cancel),
      };
      const [page] = await Promise.all([
        api.gateway.createCheckoutSession(request),
        notifyAlong(api, notification),
      ]);
      return paymentPage(page.url);
    },
  });
}

/** POST /subscriptions/upgrade (with the notification): the changed subscription replaces the cached one. */
export function useUpgradeSubscription() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      choice,
      notification,
    }: {
      choice: UpgradeRequest;
      notification?: NotificationRequest;
    }) => {
      const api = await services.api();
      return (
        await Promise.all([api.gateway.upgradeSubscription(choice), notifyAlong(api, notification)])
      )[0];
    },
    onSuccess: (subscription) => rememberSubscription(queryClient, services.person(), subscription),
  });
}

/** POST /subscriptions/cancel: the subscription, now set to cancel, replaces the cached one. */
export function useCancelSubscription() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await services.api()).gateway.cancelSubscription(),
    onSuccess: (subscription) => rememberSubscription(queryClient, services.person(), subscription),
  });
}

/** POST /subscriptions/revert-cancellation: the subscription, carrying on, replaces the cached one. */
export function useRevertSubscriptionCancellation() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await services.api()).gateway.revertSubscriptionCancellation(),
    onSuccess: (subscription) => rememberSubscription(queryClient, services.person(), subscription),
  });
}

/**
 * POST /stripe/portal-session, returning to `returnPath` of the app: the payment provider's page for the
 * owner's plan, once `paymentPage` accepted its address. Nothing cached changes.
 */
export function useCreatePortalSession(paymentPage: PaymentPageCheck) {
  const services = useDataServices();
  return useMutation({
    mutationFn: async (returnPath: string) => {
      const page = await (await services.api()).gateway.createPortalSession({
        returnUrl: services.paymentReturnAddress(returnPath),
      });
      return paymentPage(page.url);
    },
  });
}

/** POST /lucy/cancel (the free plan): the session ends with it, and with it everything cached. */
export function useCancelLucy() {
  const services = useDataServices();
  return useMutation({ mutationFn: async () => (await services.api()).gateway.cancelLucy() });
}

/**
 * POST /organisations/{id}/create-free-lucy-campaign: the free plan is the new Lucy campaign's subscription
 * (SPEC §3 "Campaign"); the campaign answered joins the cached GET /v1/ca/campaigns.
 */
export function useCreateFreeLucyCampaign() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await services.api()).gateway.createFreeLucyCampaign(),
    onSuccess: (campaign: Campaign) =>
      rememberInList(queryClient, dataKeys.campaigns(services.person()), campaign),
  });
}

/**
 * POST /lucy/reactivate: the free plan's subscription, live again, replaces the cached one; the Lucy campaign
 * carries that subscription too (SPEC §3 "Campaign") and is not in the answer, so the campaigns are read again.
 */
export function useReactivateLucy() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await services.api()).gateway.reactivateLucy(),
    onSuccess: async (subscription) => {
      await Promise.all([
        rememberSubscription(queryClient, services.person(), subscription),
        queryClient.invalidateQueries({ queryKey: dataKeys.campaigns(services.person()) }),
      ]);
    },
  });
}

/** A preview asked for: the config as edited, and `key`, which names that edit so a screen can tell it changed since. */
export interface PreviewRequest {
  config: LucyConfig;
  key: string;
}

/** POST .../lucy/greeting-preview: the words Lucy would open a call with, for a config as edited. Nothing cached changes. */
export function usePreviewGreeting() {
  const services = useDataServices();
  return useMutation({
    mutationFn: async ({ config }: PreviewRequest) => (await services.api()).builder.previewGreeting(config),
  });
}

/** POST .../lucy/tts-preview: the greeting spoken in the chosen voice (base64 audio). Nothing cached changes. */
export function usePreviewVoice() {
  const services = useDataServices();
  return useMutation({
    mutationFn: async ({ config }: PreviewRequest) => (await services.api()).builder.previewVoice(config),
  });
}
