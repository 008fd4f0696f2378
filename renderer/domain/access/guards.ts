import type { AccessContext } from './context.ts';
import { type AccessDecision, allow, external, redirect } from './decision.ts';
import { indexDecision } from './indexRoute.ts';
import { billingWithPromoCode, normalisePathname, paths, signInWithRedirect } from './paths.ts';
import { hasLiveAccess, type SessionSummary } from './session.ts';

/** Where the router is, or is about to be. `state` is the navigation state (SPEC §2 /cancelled). */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
}

type Rule = (session: SessionSummary, context: AccessContext) => AccessDecision;

/** SPEC §2 "Public routes": a logged-in user is redirected to /. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  paths.signIn,
  paths.reset,
  paths.resetInvalid,
  paths.verify,
  paths.signUp,
  paths.signUpUnavailable,
  paths.cancelled,
]);

/** SPEC §2: the forms a user without an organisation may still use, the phone step and where it may lead. */
const NO_ORGANISATION_PATHS: ReadonlySet<string> = new Set([paths.setupPhone, paths.setupWaitlist]);

/** SPEC §2 /setup: a user with both a subscription and a Lucy config is done with these steps. */
const setupStep: Rule = (session) =>
  session.hasSubscription && session.hasLucyConfig ? redirect(paths.settings) : allow;

/** SPEC §2 /settings/*: requires a subscription, otherwise /. */
function settingsRule(then: Rule): Rule {
  return (session, context) => (session.hasSubscription ? then(session, context) : redirect(paths.index));
}

const LOGGED_IN_RULES: Readonly<Record<string, Rule>> = {
  // Having an organisation, the business-phone form has nothing left to do: the index decides what is next.
  [paths.setupPhone]: (session) => (session.hasOrganisation ? redirect(paths.index) : allow),
  [paths.setupWaitlist]: () => allow,
  [paths.setup]: () => redirect(paths.index),
  [paths.setupDevice]: setupStep,
  [paths.setupCarrier]: setupStep,
  [paths.setupCarrierPlan]: setupStep,
  [paths.setupCarrierOther]: setupStep,
  [paths.setupCarrierValidate]: setupStep,
  [paths.setupConfig]: setupStep,
  [paths.setupBilling]: (session, context) => {
    const step = setupStep(session, context);
    if (step.kind !== 'allow') return step;
    return session.hasLucyConfig ? allow : redirect(paths.setupConfig);
  },
  [paths.setupLoading]: () => allow,
  [paths.setupLoadingUpgraded]: () => allow,
  [paths.setupLoadingSwitched]: () => allow,
  [paths.setupGuide]: (session) => (hasLiveAccess(session) ? allow : redirect(paths.index)),
  [paths.settings]: settingsRule(() => redirect(paths.settingsLucy)),
  [paths.settingsLucy]: settingsRule(() => allow),
  [paths.settingsBilling]: settingsRule(() => allow),
  [paths.settingsIntegrations]: settingsRule((_session, context) =>
    context.flags.integrationsPage ? allow : redirect(paths.settingsLucy),
  ),
  [paths.settingsLoadingUpgraded]: settingsRule(() => redirect(paths.setupLoadingUpgraded)),
  [paths.settingsLoadingSwitched]: settingsRule(() => redirect(paths.setupLoadingSwitched)),
  [paths.reactivate]: (session) => {
    const status = session.latestSubscription?.status;
    if (!status) return redirect(paths.index);
    return status === 'canceled' ? allow : redirect(paths.settings);
  },
};

/** The part of a path below a prefix, in its original case, or undefined when it is not under it. */
function below(pathname: string, prefix: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  const rest = trimmed.slice(prefix.length);
  return rest === '' || rest.startsWith('/') ? rest : undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A logged-in route: its rule, and where a visitor who is not logged in goes instead. */
interface LoggedInRoute {
  rule: Rule;
  signedOut: AccessDecision;
}

function matchLoggedInRoute(location: RouteLocation, path: string): LoggedInRoute | undefined {
  const here = `${location.pathname}${location.search ?? ''}`;
  const signedOut = redirect(signInWithRedirect(here));
  const rule = LOGGED_IN_RULES[path];
  if (rule) return { rule, signedOut };

  const promo = below(location.pathname, paths.promo);
  const code = promo && /^\/[^/]+$/.test(promo) ? decodeSegment(promo.slice(1)) : undefined;
  if (code) return { rule: () => redirect(billingWithPromoCode(code)), signedOut };

  const rest = below(location.pathname, paths.contactAutomation);
  if (rest === undefined) return undefined;
  return {
    rule: (_session, context) => external(contactAutomationUrl(rest, location, context)),
    signedOut: redirect(paths.index),
  };
}

/** SPEC §2 /ca/*: the same URL on the contact-automation application. */
function contactAutomationUrl(rest: string, location: RouteLocation, context: AccessContext): string {
  const base = rest ? `${context.contactAutomationUiBaseUrl}${rest}` : context.contactAutomationUiHref;
  return `${base}${location.search ?? ''}${location.hash ?? ''}`;
}

function publicDecision(path: string, location: RouteLocation, session: SessionSummary): AccessDecision {
  if (session.isLoggedIn) return redirect(paths.index);
  if (path !== paths.cancelled) return allow;
  const state = location.state as { showFreeCancellationConfirmation?: unknown } | null | undefined;
  return state?.showFreeCancellationConfirmation ? allow : redirect(paths.index);
}

/**
 * SPEC §2, §4: what the router does on reaching a location, given the session summary. Paths that are not
 * routes of the app are allowed, so the not-found page can say so.
 */
export function decideAccess(
  location: RouteLocation,
  session: SessionSummary,
  context: AccessContext,
): AccessDecision {
  const path = normalisePathname(location.pathname);
  if (path === paths.index) return indexDecision(session, context);
  if (PUBLIC_PATHS.has(path)) return publicDecision(path, location, session);
  if (path === paths.signUpSetup) return redirect(`${paths.setupConfig}${location.search ?? ''}`);
  if (path === paths.signUpBilling) return redirect(paths.setupBilling);

  const route = matchLoggedInRoute(location, path);
  if (!route) return allow;
  if (!session.isLoggedIn) return route.signedOut;
  if (!session.hasOrganisation && !NO_ORGANISATION_PATHS.has(path)) return redirect(paths.setupPhone);
  return route.rule(session, context);
}
