import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { SSO_CALLBACK_PATH } from './ssoPaths.ts';

/** SPEC §2 /signin and the single sign-on login callback, each loaded on first visit. */
export const authRoutes = [
  {
    path: paths.signIn,
    lazy: async () => ({ Component: (await import('./SignInPage.tsx')).SignInPage }),
  },
  {
    path: SSO_CALLBACK_PATH,
    lazy: async () => ({ Component: (await import('./SsoCallbackPage.tsx')).SsoCallbackPage }),
  },
] satisfies RouteObject[];
