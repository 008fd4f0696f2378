import { readDesktopSignIn } from '../links/desktopSignIn.ts';
import { hasLiveAccess, type SessionSummary } from './accessState.ts';
import type { AccessContext } from './context.ts';
import { type AccessDecision, allow, external, redirect } from './decision.ts';
import { indexDecision } from './indexRoute.ts';
import {
  billingWithPromoCode,
  paths,
  signInWithRedirect,
  VERIFICATION_TOKEN_PARAM,
  withRedirect,
} from './paths.ts';

/** Where the router is, or is about to be. `state` is the navigation state (SPEC §2 /cancelled). */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
}

/**
 * A route's access rule (SPEC §2, §4): what the router does on reaching the route at `location`, given the
 * session summary. Each route of the table carries one beside its definition (app/routes/); a route
 * without one is refused (`refuseUnruled`).
 */
export type RouteRule = (
  location: RouteLocation,
  session: SessionSummary,
  context: AccessContext,
) => AccessDecision;

/** What each route of the table carries in its `handle`: its access rule. */
export interface AccessHandle {
  access: RouteRule;
}

type SignedInRule = (
  session: SessionSummary,
  context: AccessContext,
  location: RouteLocation,
) => AccessDecision;

const here = (location: RouteLocation) => `${location.pathname}${location.search ?? ''}`;

interface SignedInOptions {
  /** SPEC §2: the phone step and the waitlist are for users without an organisation too. */
  withoutOrganisation?: boolean;
  /** Where a visitor who is not logged in goes; /signin with the current path to return to by default. */
  signedOut?: (location: RouteLocation) => AccessDecision;
}

/**
 * SPEC §2 "Logged-in routes": a visitor who is not logged in goes to /signin with the current path; a user
 * without an organisation goes to /setup/phone; everyone else meets the route's own rule.
 */
function signedIn(rule: SignedInRule, options: SignedInOptions = {}): RouteRule {
  return (location, session, context) => {
    if (!session.isLoggedIn)
      return options.signedOut?.(location) ?? redirect(signInWithRedirect(here(location)));
    if (!session.hasOrganisation && !options.withoutOrganisation) return redirect(paths.setupPhone);
    return rule(session, context, location);
  };
}

/** SPEC §2 "Public routes (a logged-in user is redirected to /)". */
const publicRoute: RouteRule = (_location, session) => (session.isLoggedIn ? redirect(paths.index) : allow);

/** SPEC §2 /setup: a user with both a subscription and a Lucy config is done with these steps. */
const setupStep: SignedInRule = (session) =>
  session.hasSubscription && session.hasLucyConfig ? redirect(paths.settings) : allow;

/** SPEC §2 /settings/*: requires a subscription, otherwise /. */
function settingsRule(then: SignedInRule): RouteRule {
  return signedIn((session, context, location) =>
    session.hasSubscription ? then(session, context, location) : redirect(paths.index),
  );
}

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

/** SPEC §2 /ca/*: the same URL on the contact-automation application. */
function contactAutomationUrl(location: RouteLocation, context: AccessContext): string {
  const rest = below(location.pathname, paths.contactAutomation) ?? '';
  const base = rest ? `${context.contactAutomationUiBaseUrl}${rest}` : context.contactAutomationUiHref;
  return `${base}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * The access rules of SPEC §2, one per kind of route. The route table gives each route one of them; the guard
 * (app/access.ts) runs the rule of the route a location matches.
 */
export const routeRules = {
  /** SPEC §2 "Index route /". */
  index: ((_location, session, context) => indexDecision(session, context)) satisfies RouteRule,
  public: publicRoute,
  /**
   * SPEC §2 /reset is public, except with the link of a reset e-mail (verificationToken): an owner who asked
   * for it from Change password opens it while still signed in, and choosing the password signs them in
   * again (SPEC §4 "After a password reset"). Sent to / instead, the link would do nothing.
   */
  reset: ((location, session, context) =>
    new URLSearchParams(location.search).has(VERIFICATION_TOKEN_PARAM)
      ? allow
      : publicRoute(location, session, context)) satisfies RouteRule,
  /** SPEC §2 /cancelled: needs navigation state showFreeCancellationConfirmation, otherwise /. */
  cancelled: ((location, session) => {
    if (session.isLoggedIn) return redirect(paths.index);
    const state = location.state as { showFreeCancellationConfirmation?: unknown } | null | undefined;
    return state?.showFreeCancellationConfirmation ? allow : redirect(paths.index);
  }) satisfies RouteRule,
  /** SPEC §2 /signup/setup redirects to /setup/config, keeping the query. */
  signUpSetup: ((location) => redirect(`${paths.setupConfig}${location.search ?? ''}`)) satisfies RouteRule,
  /** SPEC §2 /signup/billing redirects to /setup/billing. */
  signUpBilling: (() => redirect(paths.setupBilling)) satisfies RouteRule,
  /**
   * /desktop/return: hands a payment's return to the desktop app, for anyone: this browser may be
   * signed in as someone else, or not at all, and nothing here reads the session.
   */
  desktopReturn: (() => allow) satisfies RouteRule,
  /**
   * /desktop/signin: the desktop app's sign-in through the browser, for anyone signed in here. A visitor signs in
   * first, or, coming from the app's "Create an account" or "Forgot your password?", signs up or resets the
   * password first, and comes back (the hand-off kept in the return path).
   */
  desktopSignIn: signedIn(() => allow, {
    withoutOrganisation: true,
    signedOut: (location) => {
      const entry = readDesktopSignIn(new URLSearchParams(location.search))?.entry;
      const page = entry === 'signup' ? paths.signUp : entry === 'reset' ? paths.reset : paths.signIn;
      return redirect(withRedirect(page, here(location)));
    },
  }),
  /** A path that is no route of the app: the not-found page says so, to anyone. */
  notFound: (() => allow) satisfies RouteRule,

  /** Having an organisation, the business-phone form has nothing left to do: the index decides what is next. */
  setupPhone: signedIn((session) => (session.hasOrganisation ? redirect(paths.index) : allow), {
    withoutOrganisation: true,
  }),
  setupWaitlist: signedIn(() => allow, { withoutOrganisation: true }),
  /** SPEC §2 /setup redirects to /. */
  setup: signedIn(() => redirect(paths.index)),
  setupStep: signedIn(setupStep),
  /** SPEC §2 /setup/billing redirects to /setup/config when there is no Lucy config. */
  setupBilling: signedIn((session, context, location) => {
    const step = setupStep(session, context, location);
    if (step.kind !== 'allow') return step;
    return session.hasLucyConfig ? allow : redirect(paths.setupConfig);
  }),
  /** SPEC §2 the loading pages wait for anyone with an organisation. */
  setupLoading: signedIn(() => allow),
  /** SPEC §2 /setup/guide needs a subscription that is not canceled, otherwise /. */
  setupGuide: signedIn((session) => (hasLiveAccess(session) ? allow : redirect(paths.index))),
  /** SPEC §2 /settings redirects to /settings/lucy. */
  settings: settingsRule(() => redirect(paths.settingsLucy)),
  settingsPage: settingsRule(() => allow),
  /** SPEC §2 integrations: only when the integrationsPage flag is on, otherwise /settings/lucy. */
  settingsIntegrations: settingsRule((_session, context) =>
    context.flags.integrationsPage ? allow : redirect(paths.settingsLucy),
  ),
  settingsLoadingUpgraded: settingsRule(() => redirect(paths.setupLoadingUpgraded)),
  settingsLoadingSwitched: settingsRule(() => redirect(paths.setupLoadingSwitched)),
  /** SPEC §2 /reactivate: only for a latest subscription that is canceled. */
  reactivate: signedIn((session) => {
    const status = session.latestSubscription?.status;
    if (!status) return redirect(paths.index);
    return status === 'canceled' ? allow : redirect(paths.settings);
  }),
  /** SPEC §2 /promo/{code}: a logged-in user goes to /settings/billing?promoCode={code}. */
  promo: signedIn((_session, _context, location) => {
    const segment = below(location.pathname, paths.promo)?.slice(1);
    const code = segment ? decodeSegment(segment) : undefined;
    return code ? redirect(billingWithPromoCode(code)) : redirect(paths.index);
  }),
  /** SPEC §2 /ca/*: a logged-in user goes on to the contact-automation app; otherwise to /. */
  contactAutomation: signedIn(
    (_session, context, location) => external(contactAutomationUrl(location, context)),
    {
      signedOut: () => redirect(paths.index),
    },
  ),
} as const;

/**
 * Routes fail closed: a route the table gives no rule is refused, to /signin (with the path to return to) for a
 * visitor and to / for a logged-in user, whose index decision knows where they belong.
 */
export function refuseUnruled(location: RouteLocation, session: SessionSummary): AccessDecision {
  return session.isLoggedIn ? redirect(paths.index) : redirect(signInWithRedirect(here(location)));
}

/** SPEC §2, §4: what the router does on reaching a location whose route carries `rule` (or none). */
export function decideAccess(
  rule: RouteRule | undefined,
  location: RouteLocation,
  session: SessionSummary,
  context: AccessContext,
): AccessDecision {
  return rule ? rule(location, session, context) : refuseUnruled(location, session);
}
