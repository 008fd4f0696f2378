import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { ssoPaths } from './ssoPaths.ts';

/** SPEC §2 /signin and the single sign-on screens, each loaded on first visit. */
export const authRoutes = [
  {
    path: paths.signIn,
    lazy: async () => ({ Component: (await import('./SignInPage.tsx')).SignInPage }),
  },
  {
    path: ssoPaths.start,
    lazy: async () => ({ Component: (await import('./SsoStartPage.tsx')).SsoStartPage }),
  },
  {
    path: ssoPaths.callback,
    lazy: async () => ({ Component: (await import('./SsoCallbackPage.tsx')).SsoCallbackPage }),
  },
] satisfies RouteObject[];
