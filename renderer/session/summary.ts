import type { QueryClient } from '@tanstack/react-query';
import type { HeldTokens } from '../../bridge/types.ts';
import { NotSignedInError, SessionExpiredError } from '../api/errors.ts';
import type { Api } from '../api/index.ts';
import type { Subscription as StoredSubscription } from '../api/schemas/gateway.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import type { ServerAccess } from '../data/apiContext.tsx';
import { restoredDevicePreferences } from '../data/phoneChoiceRead.ts';
import { campaignsQuery, lucyConfigQuery, subscriptionsQuery, userInfoQuery } from '../data/queries.ts';
import { isSetUp, type SessionSummary, SIGNED_OUT_SESSION } from '../domain/access/accessState.ts';
import { sessionSummary } from '../domain/access/sessionSummary.ts';
import { type DevicePreferences, deviceCarrierPreferenceSummary } from '../domain/carriers/preferences.ts';
import { phoneNumberCountry } from '../domain/phone/phoneNumber.ts';
import type { Subscription } from '../domain/subscription/types.ts';
import { decodeAccessToken, type Person, personOf } from '../domain/token.ts';
import { createDevicePreferencesStore } from './devicePreferences.ts';
import { LucyUnreachableError } from './unreachable.ts';

/**
 * Building the SPEC §3 session summary for a signed-in user from the server-state queries every screen shares
 * (renderer/data), so the summary costs no call a screen would not make anyway, and the domain rules that
 * turn the answers into the summary every guard and screen reads. Loaded only once someone is signed in, so
 * the carrier data and the phone metadata stay off the sign-in page.
 */

export interface SummarySources {
  tokens: TokenStore;
  api: Api;
  queryClient: QueryClient;
  /** The device's storage, where the stored device preferences are kept (SPEC §3). */
  storage: Storage;
  /** The person the window is for, whose keys the sources are read under; the tokens' person by default. */
  person?: () => Person | undefined;
  /** A proposal (flag phoneChoiceRead): without stored answers here, the ones given on another device are read. */
  phoneChoiceRead?: boolean;
}

/** The api's subscription in the domain's words (the domain spells a cancelled status `canceled`). */
function toSubscription(stored: StoredSubscription): Subscription {
  return {
    status: stored.status === 'cancelled' ? 'canceled' : stored.status,
    productTier: stored.productTier,
    type: stored.type,
    tag: stored.tag,
    billingPeriod: stored.billingPeriod ?? undefined,
    subscriptionCreatedAt: stored.subscriptionCreatedAt,
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: stored.currentPeriodEnd ?? undefined,
    ...(stored.discount
      ? {
          discount: {
            promoCode: stored.discount.promoCode,
            percentOff: stored.discount.percentOff,
            ...(stored.discount.endsAt ? { endsAt: stored.discount.endsAt } : {}),
          },
        }
      : {}),
  };
}

function answerOf<T>(result: PromiseSettledResult<T>): T | undefined {
  return result.status === 'fulfilled' ? result.value : undefined;
}

/** A failure that means the session is over (a failed refresh, or tokens cleared meanwhile), not an outage. */
function sessionEnded(result: PromiseSettledResult<unknown>): boolean {
  return (
    result.status === 'rejected' &&
    (result.reason instanceof SessionExpiredError || result.reason instanceof NotSignedInError)
  );
}

/**
 * SPEC §3 "Session info / user status summary" of the user whose tokens these are. Each source is the shared
 * query of renderer/data (a cache hit when a screen already read it), retried per SPEC §9. A source that still
 * fails makes the summary fail with LucyUnreachableError rather than count as empty, so it is never cached and
 * no guard routes on it. The user-info answer is needed only to place stored device preferences in a region:
 * without stored preferences its failure changes nothing (SPEC §8 treats it as no region). When the session
 * ends while the answers arrive (a failed refresh clears the tokens), the user is signed out.
 */
export async function summariseSignedIn(
  tokens: HeldTokens,
  sources: SummarySources,
): Promise<SessionSummary> {
  const claims = decodeAccessToken(tokens.access_token);
  if (!claims.org_id) return { ...SIGNED_OUT_SESSION, isLoggedIn: true };
  const { api, queryClient } = sources;
  const access: ServerAccess = {
    api: async () => api,
    person: sources.person ?? (() => personOf(claims)),
    phoneChoiceRead: sources.phoneChoiceRead,
  };
  const answers = await Promise.allSettled([
    queryClient.fetchQuery(lucyConfigQuery(access)),
    queryClient.fetchQuery(campaignsQuery(access)),
    queryClient.fetchQuery(subscriptionsQuery(access)),
    queryClient.fetchQuery(userInfoQuery(access)),
  ]);
  if (!(await sources.tokens.get()) || answers.some(sessionEnded)) return SIGNED_OUT_SESSION;
  const [config, campaigns, subscriptions, userInfo] = answers;
  const build = (preferences: DevicePreferences | undefined): SessionSummary => {
    const failed = (
      [
        ['config', config],
        ['campaigns', campaigns],
        ['subscriptions', subscriptions],
        ['userinfo', preferences ? userInfo : undefined],
      ] as const
    ).flatMap(([source, answer]) => (answer?.status === 'rejected' ? [source] : []));
    if (failed.length > 0) {
      throw new LucyUnreachableError(failed, {
        cause: answers.find((answer) => answer.status === 'rejected')?.reason,
      });
    }
    const phoneNumber = answerOf(userInfo)?.phoneNumber;
    return sessionSummary({
      hasOrganisation: true,
      campaigns: answerOf(campaigns) ?? [],
      subscriptions: (answerOf(subscriptions) ?? []).map(toSubscription),
      hasLucyConfig: answerOf(config) != null,
      deviceCarrierPreferences: deviceCarrierPreferenceSummary(
        preferences,
        phoneNumber ? phoneNumberCountry(phoneNumber) : undefined,
      ),
    });
  };
  const store = createDevicePreferencesStore(sources.storage);
  const stored = store.read(claims.sub);
  const summary = build(stored);
  // The index decides on the answers (SPEC §2 rule 4) only for an owner who is not set up (rule 2 comes first):
  // only then are the answers given on another device read (a proposal), so a set-up owner's new device costs
  // no call for them.
  if (stored || !sources.phoneChoiceRead || isSetUp(summary)) return summary;
  const restored = await restoredDevicePreferences(access, queryClient, store);
  return restored ? build(restored) : summary;
}
