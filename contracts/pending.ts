import type { ProviderName } from './states.ts';

/**
 * Which interactions the providers have verified, by description (unique per provider). Every other
 * interaction is written to the pact as `"pending": true` (pactSetup.ts): a provider's verifier reports its
 * failure without failing the provider's build, so a new or tightened expectation cannot block a backend
 * deploy before the backend team has seen it. Once the team's verification of it passes (on the broker:
 * the pact's verification results; README "For a backend team"), move its description here and regenerate
 * the pacts. A changed expectation gets a new description, or leaves this list, to be pending again.
 *
 * Our own verification of the dev backend ignores pending: every interaction must pass there.
 *
 * Listed: the interactions the pacts carried before issue 13 whose expectations it did not tighten. The
 * FAQ stream's two interactions (now pinning each event's data), the free plan's reactivation (now
 * pinning null billing fields) and the two price lists (now pinning each tier's `features`) are pending
 * again, as is everything issue 13 added.
 */
export const verifiedInteractions: Record<ProviderName, readonly string[]> = {
  'identity-service': [
    'a new password for a reset link',
    'a password sign-in',
    'a password sign-in by a locked-out user',
    'a password sign-in with the wrong password',
    'a password-reset request',
    'a phone login',
    'a phone-only sign-up to an existing organisation',
    'a request for the user info',
    'a reset-link lookup',
    'a reset-link lookup of an expired link',
    'a sign-up',
    'a sign-up from a country Lucy does not serve',
    'a sign-up with a phone number several users have',
    'a single sign-on callback',
    'a single sign-on user from a country Lucy does not serve',
    'a social credential exchange',
    'a token refresh',
    'a token refresh with a revoked refresh token',
    'a waitlist join',
    'an account activation',
  ],
  gateway: [
    'a notification request',
    'a request for a checkout session',
    'a request for a customer portal session',
    'a request for the account preview',
    'a request for the campaigns',
    'a request for the subscriptions',
    'a request for the user status',
    'a request for the user status with an expired token',
    'a request to cancel the free plan',
    'a request to cancel the subscription',
    'a request to create a free Lucy campaign',
    'a request to reactivate the free plan too soon',
    'a request to revert the cancellation',
    'a request to upgrade the subscription',
    'a user metric',
    'the device and carrier the user picked',
  ],
  'builder-api': [
    'a Lucy config to save',
    'a Lucy config to save, edited from an old revision',
    'a request for a greeting preview',
    'a request for a voice preview',
    'a request for a voice preview the voice service cannot render',
    'a request for the Lucy config',
    'a request for the Lucy config of an organisation without one',
    'a webhook test',
  ],
};

/** The pact file's text with each interaction's `pending` set from verifiedInteractions. */
export function markPending(provider: ProviderName, pactText: string): string {
  const pact = JSON.parse(pactText) as { interactions: { description: string; pending?: boolean }[] };
  const verified = new Set(verifiedInteractions[provider]);
  for (const interaction of pact.interactions) interaction.pending = !verified.has(interaction.description);
  // Pact writes its files as two-space JSON without a final newline; keep them byte-identical to that.
  return JSON.stringify(pact, null, 2);
}
