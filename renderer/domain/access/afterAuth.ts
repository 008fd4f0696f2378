import { SUPPORTED_COUNTRIES } from '../constants.ts';
import type { SessionSummary } from './accessState.ts';
import type { AccessContext } from './context.ts';
import { type AccessDecision, allow, external, redirect } from './decision.ts';
import { paths } from './paths.ts';

/**
 * SPEC §4: after a password reset, a user with a non-Lucy campaign goes to the contact-automation app;
 * everyone else to /setup/device.
 */
export function afterPasswordReset(
  session: Pick<SessionSummary, 'hasNonLucyCampaign'>,
  context: Pick<AccessContext, 'contactAutomationUiHref'>,
): AccessDecision {
  return session.hasNonLucyCampaign ? external(context.contactAutomationUiHref) : redirect(paths.setupDevice);
}

/** SPEC §4: reset or verify with an invalid token, or a failed submission. */
export const AFTER_INVALID_RESET_LINK: AccessDecision = redirect(paths.resetInvalid);

export function isSupportedCountry(country: string): boolean {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * SPEC §4 sign-up: a supported country stays to show 'Verify your email address'; an unsupported one
 * goes to /signup/unavailable.
 */
export function afterSignUp(country: string): AccessDecision {
  return isSupportedCountry(country) ? allow : redirect(paths.signUpUnavailable);
}
