import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/** SPEC §2 /setup/phone and /setup/waitlist, loaded on first visit (the phone rules stay off /signin). */
export const phoneRoutes = [
  {
    path: paths.setupPhone,
    handle: { access: routeRules.setupPhone },
    lazy: async () => ({ Component: (await import('./PhonePage.tsx')).PhonePage }),
  },
  {
    path: paths.setupWaitlist,
    handle: { access: routeRules.setupWaitlist },
    lazy: async () => ({ Component: (await import('./WaitlistPage.tsx')).WaitlistPage }),
  },
] satisfies RouteObject[];
