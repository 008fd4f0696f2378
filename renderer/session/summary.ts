import type { Api } from '../api/index.ts';
import type { Subscription as StoredSubscription } from '../api/schemas/gateway.ts';
import { type SessionSummary, SIGNED_OUT_SESSION } from '../domain/access/session.ts';
import { sessionSummary } from '../domain/access/sessionSummary.ts';
import { deviceCarrierPreferenceSummary } from '../domain/carriers/preferences.ts';
import { phoneNumberCountry } from '../domain/phone/phoneNumber.ts';
import type { Subscription } from '../domain/subscription/types.ts';
import { decodeAccessToken } from '../domain/token.ts';
import type { TokenStore, Tokens } from '../platform/types.ts';
import { createDevicePreferencesStore } from './devicePreferences.ts';

/**
 * Building the SPEC §3 session summary for a signed-in user: the calls it needs, and the domain rules that
 * turn their answers into the summary every guard and screen reads. Loaded only once someone is signed in,
 * so the carrier data and the phone metadata stay off the sign-in page.
 */

export interface SummarySources {
  tokens: TokenStore;
  api: {
    identity: Pick<Api['identity'], 'getUserInfo'>;
    gateway: Pick<Api['gateway'], 'getSubscriptions' | 'getCampaigns'>;
    builder: Pick<Api['builder'], 'getLucyConfig'>;
  };
  /** The device's storage, where the stored device preferences are kept (SPEC §3). */
  storage: Storage;
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
  };
}

/** SPEC §8: a failure to read the user's phone while finding the carrier region counts as no region. */
async function businessPhoneCountry(sources: SummarySources): Promise<string | undefined> {
  try {
    const { phoneNumber } = await sources.api.identity.getUserInfo();
    return phoneNumber ? phoneNumberCountry(phoneNumber) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §3 "Session info / user status summary" of the user whose tokens these are. Config, campaign and
 * subscription failures count as empty (the api tolerates them, SPEC §7). When the session ends while the
 * answers arrive (a failed refresh clears the tokens), the user is signed out.
 */
export async function summariseSignedIn(tokens: Tokens, sources: SummarySources): Promise<SessionSummary> {
  const claims = decodeAccessToken(tokens.access_token);
  if (!claims.org_id) return { ...SIGNED_OUT_SESSION, isLoggedIn: true };
  const [subscriptions, campaigns, config, country] = await Promise.all([
    sources.api.gateway.getSubscriptions(),
    sources.api.gateway.getCampaigns(),
    sources.api.builder.getLucyConfig(),
    businessPhoneCountry(sources),
  ]);
  if (!(await sources.tokens.get())) return SIGNED_OUT_SESSION;
  return sessionSummary({
    hasOrganisation: true,
    campaigns,
    subscriptions: subscriptions.map(toSubscription),
    hasLucyConfig: config !== null,
    deviceCarrierPreferences: deviceCarrierPreferenceSummary(
      createDevicePreferencesStore(sources.storage).read(claims.sub),
      country,
    ),
  });
}
