import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';

const landing = (name: keyof typeof import('./landings.tsx')) => async () => ({
  Component: (await import('./landings.tsx'))[name],
});

/**
 * SPEC §2 settings routes and /reactivate, each loaded on first visit. /settings itself and its loading
 * sub-routes only redirect, which the guards do before any route renders.
 */
export const settingsRoutes = [
  { path: paths.settingsLucy, lazy: landing('LucySettingsPage') },
  { path: paths.settingsBilling, lazy: landing('ManagePlanPage') },
  { path: paths.settingsIntegrations, lazy: landing('IntegrationsPage') },
  { path: paths.reactivate, lazy: landing('ReactivatePage') },
] satisfies RouteObject[];
