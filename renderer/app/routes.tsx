import { lazy, Suspense } from 'react';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { assistantSettingsRoutes, assistantSetupRoutes } from '../features/assistant/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { billingRoutes, billingSettingsRoutes } from '../features/billing/routes.ts';
import { forwardingRoutes } from '../features/forwarding/routes.ts';
import { integrationsRoutes } from '../features/integrations/routes.ts';
import { passwordRoutes } from '../features/password/routes.ts';
import { phoneRoutes } from '../features/phone/routes.ts';
import { settingsLayoutRoute } from '../features/settings/routes.ts';
import { signupRoutes } from '../features/signup/routes.ts';
import { AppLoading } from './AppLoading.tsx';
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

/**
 * The route table. Every screen is lazy so a first visit downloads only what its route needs. The access
 * middleware on the root runs on every navigation, so each route (and each path that only redirects, such as
 * /settings, /promo/{code} or /ca/*) is guarded before anything of it loads.
 */
export function appRoutes(access: MiddlewareFunction): RouteObject[] {
  return [
    {
      id: 'root',
      middleware: [access],
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./IndexErrorPage.tsx')).IndexErrorPage }),
        },
        ...authRoutes,
        ...passwordRoutes,
        ...signupRoutes,
        ...phoneRoutes,
        ...forwardingRoutes,
        ...assistantSetupRoutes,
        ...billingRoutes,
        // The /settings/* screens of every feature render inside the settings layout (sidebar).
        settingsLayoutRoute([...assistantSettingsRoutes, ...billingSettingsRoutes, ...integrationsRoutes]),
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../features/welcome/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}
