import type { RouteObject } from 'react-router';

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
