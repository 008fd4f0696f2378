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
