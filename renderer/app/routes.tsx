import { lazy, Suspense } from 'react';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { routeRules } from '../domain/access/guards.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { passwordRoutes } from '../features/password/routes.ts';
import { signupRoutes } from '../features/signup/routes.ts';
import { AppLoading } from './AppLoading.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { RootLayout } from './RootLayout.tsx';

const RouteErrorPage = lazy(async () => ({ default: (await import('./RouteErrorPage.tsx')).RouteErrorPage }));

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
 * The signed-in app's part of the table (app/signedInRoutes.tsx): children of the auth frame, and of the root.
 * The browser loads it on the first navigation that needs it (app/router.tsx), so a first visit of a public page
 * downloads neither those routes nor the list of their code.
 */
export interface SignedInRoutes {
  authFrame: RouteObject[];
  root: RouteObject[];
}

const NONE: SignedInRoutes = { authFrame: [], root: [] };

/**
 * The route table. Every screen is lazy so a first visit downloads only what its route needs. Each route
 * carries its access rule in `handle.access` (SPEC §2); the access middleware on the root runs the rule of
 * the route a navigation matches before anything of it loads, and refuses a route without one.
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
        {
          index: true,
          handle: { access: routeRules.index },
          lazy: async () => ({ Component: (await import('./IndexErrorPage.tsx')).IndexErrorPage }),
        },
        // The sign-in, sign-up, password, phone and forwarding-question screens render inside the auth frame.
        {
          id: AUTH_FRAME_ROUTE_ID,
          element: <AuthFrame />,
          children: [...authRoutes, ...passwordRoutes, ...signupRoutes, ...signedIn.authFrame],
        },
        ...signedIn.root,
        {
          path: '*',
          handle: { access: routeRules.notFound },
          lazy: async () => ({
            Component: (await import('../features/notFound/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}
