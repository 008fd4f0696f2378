import { type DataRouter, type MiddlewareFunction, redirectDocument, replace } from 'react-router';
import type { AccessContext } from '../domain/access/context.ts';
import { decideAccess, type RouteLocation } from '../domain/access/guards.ts';
import type { Session } from '../session/session.ts';

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

/**
 * SPEC §2, §4: every navigation asks the domain's access decision what to do with the location, given the
 * session summary, before any screen of that route loads or renders.
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
): MiddlewareFunction {
  return async ({ request }, next) => {
    const summary = await session.summary();
    const decision = decideAccess(pendingLocation(new URL(request.url)), summary, context);
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
