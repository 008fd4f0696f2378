import { lazy, Suspense } from 'react';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { AppLoading } from '../AppLoading.tsx';
import { AuthFrame } from '../frames/AuthFrame.tsx';
import { RootLayout } from '../RootLayout.tsx';
import type { RouteHandle } from './handle.ts';
import { type PlacedRoutes, placeInFrames } from './placeInFrames.ts';
import { notFoundRoute, publicRoutes } from './publicRoutes.ts';

const RouteErrorPage = lazy(async () => ({
  default: (await import('../RouteErrorPage.tsx')).RouteErrorPage,
}));

/** Loaded only when a route fails, so it costs nothing on the way in. */
function RouteError() {
  return (
    <Suspense fallback={<AppLoading />}>
      <RouteErrorPage />
    </Suspense>
  );
}

/** The ids of the routes the signed-in part of the table is added under. */
export const ROOT_ROUTE_ID = 'root';
export const AUTH_FRAME_ROUTE_ID = 'auth-frame';

/**
 * The signed-in app's part of the table (signedInRoutes.tsx): children of the auth frame, and of the root.
 * The browser loads it on the first navigation that needs it (app/router.tsx), so a first visit of a public page
 * downloads neither those routes nor the list of their code.
 */
export type SignedInRoutes = PlacedRoutes;

const NONE: SignedInRoutes = { authFrame: [], root: [] };

const publicPart = placeInFrames(publicRoutes);

/**
 * SPEC §2 "Index route /": the decision sends everyone on; only when it reaches no rule does the route render,
 * the error page, which titles itself as the other error pages do.
 */
const indexRoute: RouteObject = {
  index: true,
  handle: { access: routeRules.index } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('../IndexErrorPage.tsx')).IndexErrorPage }),
};

/**
 * The route table, the one place a route is stated: its path, its screen (lazy, so a first visit downloads only
 * what its route needs) and its handle (handle.ts): the access rule (SPEC §2), the page title, the frame it
 * renders in and what the build paints of it before the app runs (web/prerender.ts). The access middleware on the
 * root runs the rule of the route a navigation matches before anything of it loads, and refuses a route without
 * one; the root layout sets the title.
 *
 * Without `signedIn`, the table holds the public routes, the index and the not-found page; the signed-in part
 * is added under ROOT_ROUTE_ID and AUTH_FRAME_ROUTE_ID.
 */
export function appRoutes(access: MiddlewareFunction, signedIn: SignedInRoutes = NONE): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      middleware: [access],
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        indexRoute,
        {
          id: AUTH_FRAME_ROUTE_ID,
          element: <AuthFrame />,
          children: [...publicPart.authFrame, ...signedIn.authFrame],
        },
        ...publicPart.root,
        ...signedIn.root,
        notFoundRoute,
      ],
    },
  ];
}
