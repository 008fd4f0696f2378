import { isDeviceCarrierPreference, isSetUp, type SessionSummary } from './accessState.ts';
import type { AccessContext } from './context.ts';
import { type AccessDecision, error, external, redirect } from './decision.ts';
import { paths } from './paths.ts';

/** SPEC §2 "Index route /": the decision runs in exactly this order. */
export function indexDecision(session: SessionSummary, context: AccessContext): AccessDecision {
  if (!session.isLoggedIn) return redirect(paths.signIn);
  // Rule 2 sends an owner to /settings only when /settings can take them: it requires a subscription and
  // sends everyone else back to / (SPEC §2), so a campaign and a config without one would go around that loop
  // for ever (a non-Lucy campaign's owner, say). Without a subscription the decision goes on to rule 3.
  if (isSetUp(session)) return redirect(paths.settings);
  if (session.hasNonLucyCampaign) return external(context.contactAutomationUiHref);
  if (
    isDeviceCarrierPreference(session.deviceCarrierPreferences, 'unsupported') ||
    isDeviceCarrierPreference(session.deviceCarrierPreferences, 'unselected')
  ) {
    return redirect(paths.setupDevice);
  }
  // Steps 5 and 6 test for false explicitly: with a well-formed summary they cover every case step 2 does
  // not, so step 7 is reached only by a summary whose fields are not booleans (a malformed status answer).
  if (session.hasLucyConfig === false) return redirect(paths.setupConfig);
  if (session.hasLucyConfig === true && session.hasSubscription === false)
    return redirect(paths.setupBilling);
  return error;
}
