import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';

const landing = (name: keyof typeof import('./landings.tsx')) => async () => ({
  Component: (await import('./landings.tsx'))[name],
});

/**
 * SPEC §2 "/settings has a sidebar layout": a pathless layout route around every /settings/* screen. The route
 * table passes the screens of each feature as its children (absolute paths under /settings), so the sidebar
 * stays put while only the page beside it changes. /settings itself and its loading sub-routes only redirect,
 * which the guards do before any route renders.
 */
export function settingsLayoutRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'settings',
    lazy: async () => ({ Component: (await import('./SettingsLayout.tsx')).SettingsLayout }),
    children,
  };
}

/** Settings screens that are still landing pages until their owners (issue 8) build them. */
export const settingsLandingRoutes = [
  { path: paths.settingsLucy, lazy: landing('LucySettingsPage') },
] satisfies RouteObject[];
