import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/** SPEC §2 /settings/integrations (behind the integrationsPage flag, which the guards check), in the settings layout. */
export const integrationsRoutes = [
  {
    path: paths.settingsIntegrations,
    handle: { access: routeRules.settingsIntegrations },
    lazy: async () => ({ Component: (await import('./IntegrationsPage.tsx')).IntegrationsPage }),
  },
] satisfies RouteObject[];
