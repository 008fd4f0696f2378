import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';
import { SSO_CALLBACK_PATH } from './ssoPaths.ts';

/** SPEC §2 /signin and the single sign-on login callback, each loaded on first visit. */
export const authRoutes = [
  {
    path: paths.signIn,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./SignInPage.tsx')).SignInPage }),
  },
  {
    path: SSO_CALLBACK_PATH,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./SsoCallbackPage.tsx')).SsoCallbackPage }),
  },
] satisfies RouteObject[];

/**
 * /desktop/signin: the desktop app's sign-in through the browser. Signed-in only: a visitor signs in at /signin
 * first and comes back here (its return path).
 */
export const desktopSignInRoutes = [
  {
    path: paths.desktopSignIn,
    handle: { access: routeRules.desktopSignIn },
    lazy: async () => ({
      Component: (await import('./DesktopSignInHandoffPage.tsx')).DesktopSignInHandoffPage,
    }),
  },
] satisfies RouteObject[];
