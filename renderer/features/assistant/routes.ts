import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/** SPEC §2 /setup/config: the first assistant setup, on its own page. */
export const assistantSetupRoutes = [
  {
    path: paths.setupConfig,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./SetupConfigPage.tsx')).SetupConfigPage }),
  },
] satisfies RouteObject[];

/** SPEC §2 /settings/lucy: the assistant editor, a child of the settings layout. */
export const assistantSettingsRoutes = [
  {
    path: paths.settingsLucy,
    handle: { access: routeRules.settingsPage },
    lazy: async () => ({ Component: (await import('./LucySettingsPage.tsx')).LucySettingsPage }),
  },
] satisfies RouteObject[];
