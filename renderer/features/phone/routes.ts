import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';

/** SPEC §2 /setup/phone and /setup/waitlist, loaded on first visit (the phone rules stay off /signin). */
export const phoneRoutes = [
  {
    path: paths.setupPhone,
    lazy: async () => ({ Component: (await import('./PhonePage.tsx')).PhonePage }),
  },
  {
    path: paths.setupWaitlist,
    lazy: async () => ({ Component: (await import('./WaitlistPage.tsx')).WaitlistPage }),
  },
] satisfies RouteObject[];
