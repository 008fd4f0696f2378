import type { RouteObject } from 'react-router';
import { routeRules } from '../domain/access/guards.ts';
import { paths } from '../domain/access/paths.ts';
import { assistantSettingsRoutes, assistantSetupRoutes } from '../features/assistant/routes.ts';
import { desktopSignInRoutes } from '../features/auth/routes.ts';
import {
  billingLoadingRoutes,
  billingSettingsRoutes,
  desktopReturnRoutes,
  loadPlansIncluded,
  reactivateRoutes,
  setupBillingRoutes,
} from '../features/billing/routes.ts';
import { forwardingRoutes, guideRoutes } from '../features/forwarding/routes.ts';
import { helpRoutes } from '../features/help/routes.ts';
import { integrationsRoutes } from '../features/integrations/routes.ts';
import { changePasswordRoutes } from '../features/password/routes.ts';
import { phoneRoutes } from '../features/phone/routes.ts';
import { settingsLayoutRoute } from '../features/settings/routes.ts';
import type { SignedInRoutes } from './routes.tsx';
import { SetupFrame } from './SetupFrame.tsx';

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
 * The routes of the signed-in app (onboarding, setup, settings) and the redirect-only paths: the part of the
 * route table (app/routes.tsx) a visitor of the public pages does not need, loaded on the first navigation
 * that is not to a public page.
 */
export const signedInRoutes: SignedInRoutes = {
  // The phone and forwarding questions and the loading pages render inside the auth frame, as sign-in does.
  authFrame: [...phoneRoutes, ...forwardingRoutes, ...billingLoadingRoutes],
  root: [
    ...desktopReturnRoutes,
    ...desktopSignInRoutes,
    // The wider setup screens render inside the setup frame (layout routes, one per header action).
    { element: <SetupFrame width="form" action="setupSignOut" />, children: assistantSetupRoutes },
    { element: <SetupFrame width="plans" action="setupSignOut" />, children: setupBillingRoutes },
    { element: <SetupFrame width="plans" action="signOut" />, children: reactivateRoutes },
    { element: <SetupFrame width="guide" action="settings" />, children: guideRoutes },
    ...redirectOnlyRoutes,
    // The /settings/* screens of every feature render inside the settings layout (sidebar).
    settingsLayoutRoute([
      ...assistantSettingsRoutes,
      ...billingSettingsRoutes,
      ...integrationsRoutes,
      ...helpRoutes(loadPlansIncluded),
      ...changePasswordRoutes,
    ]),
  ],
};
