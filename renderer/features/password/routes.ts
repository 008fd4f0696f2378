import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * SPEC §2 public routes of password reset and account activation, loaded on first visit. /reset and /verify
 * share the set-password form.
 */
export const passwordRoutes = [
  {
    path: paths.reset,
    handle: { access: routeRules.reset },
    lazy: async () => ({ Component: (await import('./ResetPage.tsx')).ResetPage }),
  },
  {
    path: paths.resetInvalid,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./ResetInvalidPage.tsx')).ResetInvalidPage }),
  },
  {
    path: paths.verify,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./VerifyPage.tsx')).VerifyPage }),
  },
] satisfies RouteObject[];

/** Change password, for a signed-in owner: a page of the settings layout. */
export const changePasswordRoutes = [
  {
    path: paths.settingsPassword,
    handle: { access: routeRules.settingsPage },
    lazy: async () => ({ Component: (await import('./ChangePasswordPage.tsx')).ChangePasswordPage }),
  },
] satisfies RouteObject[];
