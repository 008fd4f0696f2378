import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';

const landing = (name: keyof typeof import('./landings.tsx')) => async () => ({
  Component: (await import('./landings.tsx'))[name],
});

/** SPEC §2 onboarding routes under /setup, each loaded on first visit. The guards run before any of them. */
export const setupRoutes = [{ path: paths.setupConfig, lazy: landing('ConfigPage') }] satisfies RouteObject[];
