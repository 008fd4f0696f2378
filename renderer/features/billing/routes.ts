import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

const loadingPage =
  (name: 'SetupLoadingPage' | 'UpgradedLoadingPage' | 'SwitchedLoadingPage') => async () => ({
    Component: (await import('./LoadingPage.tsx'))[name],
  });

/** SPEC §2 /setup/billing: onboarding's plan choice, loaded on first visit (in the app's setup frame). */
export const setupBillingRoutes = [
  {
    path: paths.setupBilling,
    handle: { access: routeRules.setupBilling },
    lazy: async () => ({ Component: (await import('./SetupBillingPage.tsx')).SetupBillingPage }),
  },
] satisfies RouteObject[];

/** SPEC §2 /reactivate, loaded on first visit (in the app's setup frame). */
export const reactivateRoutes = [
  {
    path: paths.reactivate,
    handle: { access: routeRules.reactivate },
    lazy: async () => ({ Component: (await import('./ReactivatePage.tsx')).ReactivatePage }),
  },
] satisfies RouteObject[];

/** SPEC §2 the three loading pages, each loaded on first visit. The guards run before any of them. */
export const billingLoadingRoutes = [
  {
    path: paths.setupLoading,
    handle: { access: routeRules.setupLoading },
    lazy: loadingPage('SetupLoadingPage'),
  },
  {
    path: paths.setupLoadingUpgraded,
    handle: { access: routeRules.setupLoading },
    lazy: loadingPage('UpgradedLoadingPage'),
  },
  {
    path: paths.setupLoadingSwitched,
    handle: { access: routeRules.setupLoading },
    lazy: loadingPage('SwitchedLoadingPage'),
  },
] satisfies RouteObject[];

/** SPEC §2 /settings/billing, "Manage Plan": a child of the settings layout. */
export const billingSettingsRoutes = [
  {
    path: paths.settingsBilling,
    handle: { access: routeRules.settingsPage },
    lazy: async () => ({ Component: (await import('./ManagePlanPage.tsx')).ManagePlanPage }),
  },
] satisfies RouteObject[];

/** The page a desktop owner's browser lands on after paying, handing them back to the app (on its own page). */
export const desktopReturnRoutes = [
  {
    path: paths.desktopReturn,
    handle: { access: routeRules.desktopReturn },
    lazy: async () => ({ Component: (await import('./DesktopReturnPage.tsx')).DesktopReturnPage }),
  },
] satisfies RouteObject[];

/** What each plan includes (the plan cards without buttons), loaded with the Help page that shows it. */
export const loadPlansIncluded = async () => (await import('./PlansIncluded.tsx')).PlansIncluded;
