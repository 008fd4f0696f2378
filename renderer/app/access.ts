import {
  type DataRouter,
  type MiddlewareFunction,
  matchRoutes,
  type RouteObject,
  redirectDocument,
  replace,
} from 'react-router';
import type { SessionSummary } from '../domain/access/accessState.ts';
import type { AccessContext } from '../domain/access/context.ts';
import type { AccessDecision } from '../domain/access/decision.ts';
import {
  type AccessHandle,
  decideAccess,
  type RouteLocation,
  type RouteRule,
} from '../domain/access/guards.ts';
import type { Session } from '../session/createSession.ts';
import { yieldToBrowser } from '../ui/whenIdle.ts';

/** Where the router is going: the location being navigated to, with its navigation state. */
export type PendingLocation = (requestUrl: URL) => RouteLocation;

/**
 * The location being navigated to, with its navigation state (SPEC §2 /cancelled reads it). Requests carry
 * only the URL, so the state comes from the router: the pending navigation, or on the first load and on
 * revalidation the current location.
 */
export function pendingLocationOf(router: () => DataRouter | undefined): PendingLocation {
  return (url) => {
    const state = router()?.state;
    const target = state?.navigation.location ?? state?.location;
    if (target && target.pathname === url.pathname && target.search === url.search) return target;
    return { pathname: url.pathname, search: url.search };
  };
}

/** The access rule the route matching `pathname` carries; undefined when it carries none. */
export function ruleOf(routes: RouteObject[], pathname: string): RouteRule | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as Partial<AccessHandle> | undefined)?.access;
}

/** SPEC §2, §4: the decision for a location of the route table; routes fail closed (see `refuseUnruled`). */
export function accessDecision(
  routes: RouteObject[],
  location: RouteLocation,
  session: SessionSummary,
  context: AccessContext,
): AccessDecision {
  return decideAccess(ruleOf(routes, location.pathname), location, session, context);
}

/**
 * SPEC §2, §4: every navigation asks the domain's access decision what to do with the location, given the
 * session summary, before any screen of that route loads or renders. The rule is the one the matched route
 * carries; a route without one is refused.
 *
 * - allow: the route renders;
 * - redirect: another route of the app, replacing the history entry so Back does not bounce;
 * - external: a full page load of the other application (also when it shares the app's origin, as the
 *   contact-automation app does when deployed);
 * - error (the index route reached no rule): the user is logged out and the index route shows the error page.
 */
export function accessMiddleware(
  session: Session,
  context: AccessContext,
  pendingLocation: PendingLocation,
  routes: () => RouteObject[],
): MiddlewareFunction {
  return async ({ request }, next) => {
    // The session's check (token store, summary) goes on in a task of its own. It matters for the app's
    // first navigation, which starts in the task that built the router; on every other one it costs next to
    // nothing (the browser handles what waits, then this carries on ahead of other tasks).
    await yieldToBrowser();
    const summary = await session.summary();
    const decision = accessDecision(routes(), pendingLocation(new URL(request.url)), summary, context);
    switch (decision.kind) {
      case 'allow':
        return next();
      case 'redirect':
        throw replace(decision.to);
      case 'external':
        throw redirectDocument(decision.url);
      case 'error':
        await session.signOut();
        return next();
    }
  };
}
