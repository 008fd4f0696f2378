import { isDeviceCarrierPreference } from '../carriers/preferences.ts';
import type { AccessContext } from './context.ts';
import { type AccessDecision, error, external, redirect } from './decision.ts';
import { paths } from './paths.ts';
import type { SessionSummary } from './session.ts';

/** SPEC §2 "Index route /": the decision runs in exactly this order. */
export function indexDecision(session: SessionSummary, context: AccessContext): AccessDecision {
  if (!session.isLoggedIn) return redirect(paths.signIn);
  if ((session.hasCampaign && session.hasLucyConfig) || (session.hasLucyConfig && session.hasSubscription)) {
    return redirect(paths.settings);
  }
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
