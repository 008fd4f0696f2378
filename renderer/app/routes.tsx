import { lazy, Suspense } from 'react';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { routeRules } from '../domain/access/guards.ts';
import { paths } from '../domain/access/paths.ts';
import { assistantSettingsRoutes, assistantSetupRoutes } from '../features/assistant/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import {
  billingLoadingRoutes,
  billingSettingsRoutes,
  desktopReturnRoutes,
  reactivateRoutes,
  setupBillingRoutes,
} from '../features/billing/routes.ts';
import { forwardingRoutes, guideRoutes } from '../features/forwarding/routes.ts';
import { integrationsRoutes } from '../features/integrations/routes.ts';
import { passwordRoutes } from '../features/password/routes.ts';
import { phoneRoutes } from '../features/phone/routes.ts';
import { settingsLayoutRoute } from '../features/settings/routes.ts';
import { signupRoutes } from '../features/signup/routes.ts';
import { AppLoading } from './AppLoading.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { RootLayout } from './RootLayout.tsx';
import { SetupFrame } from './SetupFrame.tsx';

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
 * SPEC §2 paths that only redirect (or leave the app): no screen, only a rule, which always sends the user on.
 * They are routes of the table like any other, so the guard finds their rule the same way.
 */
const redirectOnlyRoutes: RouteObject[] = [
  { path: paths.setup, handle: { access: routeRules.setup } },
  { path: paths.settings, handle: { access: routeRules.settings } },
  { path: paths.settingsLoadingUpgraded, handle: { access: routeRules.settingsLoadingUpgraded } },
  { path: paths.settingsLoadingSwitched, handle: { access: routeRules.settingsLoadingSwitched } },
  { path: `${paths.promo}/:code`, handle: { access: routeRules.promo } },
  { path: `${paths.contactAutomation}/*`, handle: { access: routeRules.contactAutomation } },
  { path: paths.signUpSetup, handle: { access: routeRules.signUpSetup } },
  { path: paths.signUpBilling, handle: { access: routeRules.signUpBilling } },
];

/**
 * The route table. Every screen is lazy so a first visit downloads only what its route needs. Each route
 * carries its access rule in `handle.access` (SPEC §2); the access middleware on the root runs the rule of
 * the route a navigation matches before anything of it loads, and refuses a route without one.
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
          handle: { access: routeRules.index },
          lazy: async () => ({ Component: (await import('./IndexErrorPage.tsx')).IndexErrorPage }),
        },
        // The sign-in, sign-up, password, phone and forwarding-question screens render inside the auth frame.
        {
          element: <AuthFrame />,
          children: [
            ...authRoutes,
            ...passwordRoutes,
            ...signupRoutes,
            ...phoneRoutes,
            ...forwardingRoutes,
            ...billingLoadingRoutes,
          ],
        },
        ...desktopReturnRoutes,
        // The wider setup screens render inside the setup frame (layout routes, one per header action).
        { element: <SetupFrame width="form" action="setupSignOut" />, children: assistantSetupRoutes },
        { element: <SetupFrame width="plans" action="setupSignOut" />, children: setupBillingRoutes },
        { element: <SetupFrame width="plans" action="signOut" />, children: reactivateRoutes },
        { element: <SetupFrame width="guide" action="settings" />, children: guideRoutes },
        ...redirectOnlyRoutes,
        // The /settings/* screens of every feature render inside the settings layout (sidebar).
        settingsLayoutRoute([...assistantSettingsRoutes, ...billingSettingsRoutes, ...integrationsRoutes]),
        {
          path: '*',
          handle: { access: routeRules.notFound },
          lazy: async () => ({
            Component: (await import('../features/welcome/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}
