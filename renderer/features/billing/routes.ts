import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

const loadingPage =
  (name: 'SetupLoadingPage' | 'UpgradedLoadingPage' | 'SwitchedLoadingPage') => async () => ({
    Component: (await import('./LoadingPage.tsx'))[name],
  });

/**
 * SPEC §2 billing routes outside the settings layout, each loaded on first visit: onboarding's plan choice,
 * the three loading pages and /reactivate. The guards run before any of them.
 */
export const billingRoutes = [
  {
    path: paths.setupBilling,
    handle: { access: routeRules.setupBilling },
    lazy: async () => ({ Component: (await import('./SetupBillingPage.tsx')).SetupBillingPage }),
  },
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
  {
    path: paths.desktopReturn,
    handle: { access: routeRules.desktopReturn },
    lazy: async () => ({ Component: (await import('./DesktopReturnPage.tsx')).DesktopReturnPage }),
  },
  {
    path: paths.reactivate,
    handle: { access: routeRules.reactivate },
    lazy: async () => ({ Component: (await import('./ReactivatePage.tsx')).ReactivatePage }),
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
