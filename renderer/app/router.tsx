import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { AccessContext } from '../domain/access/context.ts';
import { paths } from '../domain/access/paths.ts';
import type { Session } from '../session/createSession.ts';
import { routeContextOf } from '../session/routeContext.ts';
import { afterFirstPaintWhenIdle } from '../ui/whenIdle.ts';
import { accessMiddleware, pendingLocationOf } from './access.ts';
import { AUTH_FRAME_ROUTE_ID, appRoutes, ROOT_ROUTE_ID } from './routes/table.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the first navigation has run its access check and loaded its screen. */
export function firstRouteLoaded(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads the code of a route ahead of a navigation to it (the module is then evaluated once, so the router's own
 * lazy call finds it ready). A tab signed out from another tab shows /signin at once, without waiting
 * for the sign-in screen to download on a slow network.
 */
export function preloadRoute(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
}

/**
 * Adds the signed-in part of the route table (app/routes/signedInRoutes.tsx) the first time a navigation finds no
 * route but the not-found one (or one with a parameter): the router asks before it runs the access check, so
 * the check and the screen see the whole table. The code is loaded once (a failed load is tried again on the
 * next such navigation), but the routes are patched on every call: the router ignores a patch made for a
 * navigation that was interrupted meanwhile, and it skips routes it already has.
 */
function addSignedInRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let loading: Promise<typeof import('./routes/signedInRoutes.tsx')> | undefined;
  return async ({ patch }) => {
    loading ??= import('./routes/signedInRoutes.tsx').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const { signedInRoutes } = await loading;
    patch(AUTH_FRAME_ROUTE_ID, signedInRoutes.authFrame);
    patch(ROOT_ROUTE_ID, signedInRoutes.root);
  };
}

export function createAppRouter(
  session: Session,
  queryClient: QueryClient,
  context: AccessContext,
  router: () => AppRouter | undefined,
): AppRouter {
  const routes: RouteObject[] = appRoutes(
    // The router's own table: the one given here and what was added to it since.
    accessMiddleware(session, context, pendingLocationOf(router), () => created.routes),
  );
  const created = createBrowserRouter(routes, {
    getContext: routeContextOf({ session, queryClient }),
    patchRoutesOnNavigation: addSignedInRoutesOnDemand(),
  });
  // Only where someone is signed in: a visitor's public page carries its own styles and fetches no other screen's.
  // Once the first route is in (not while the app boots under the frame painted before the script),
  // and not once the router is disposed.
  const disposed = new AbortController();
  const dispose = created.dispose;
  created.dispose = () => {
    disposed.abort();
    dispose();
  };
  void firstRouteLoaded(created).then(() =>
    afterFirstPaintWhenIdle(() => {
      void session.tokens.get().then((tokens) => {
        if (tokens) preloadRoute(routes, paths.signIn);
      });
    }, disposed.signal),
  );
  return created;
}
