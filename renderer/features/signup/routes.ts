import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * SPEC §2 public routes of sign-up and cancellation. Each screen loads on first visit, so the route table can
 * import this list without pulling the screens (or the phone-number metadata) into the sign-in bundle.
 */
export const signupRoutes = [
  {
    path: paths.signUp,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./SignupPage.tsx')).SignupPage }),
  },
  {
    path: paths.signUpUnavailable,
    handle: { access: routeRules.public },
    lazy: async () => ({ Component: (await import('./UnavailablePage.tsx')).UnavailablePage }),
  },
  {
    path: paths.cancelled,
    handle: { access: routeRules.cancelled },
    lazy: async () => ({ Component: (await import('./CancelledPage.tsx')).CancelledPage }),
  },
] satisfies RouteObject[];
