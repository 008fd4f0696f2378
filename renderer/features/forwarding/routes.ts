import type { RouteObject } from 'react-router';
import { paths } from '../../domain/access/paths.ts';

/**
 * SPEC §2 the phone questions under /setup (device, carrier, plan, other, validate) and the forwarding guide,
 * each loaded on first visit. The guards run before any of them.
 */
export const forwardingRoutes = [
  {
    path: paths.setupDevice,
    lazy: async () => ({ Component: (await import('./DevicePage.tsx')).DevicePage }),
  },
  {
    path: paths.setupCarrier,
    lazy: async () => ({ Component: (await import('./CarrierPage.tsx')).CarrierPage }),
  },
  {
    path: paths.setupCarrierPlan,
    lazy: async () => ({ Component: (await import('./CarrierPlanPage.tsx')).CarrierPlanPage }),
  },
  {
    path: paths.setupCarrierOther,
    lazy: async () => ({ Component: (await import('./OtherCarrierPage.tsx')).OtherCarrierPage }),
  },
  {
    path: paths.setupCarrierValidate,
    lazy: async () => ({ Component: (await import('./CarrierCheckPage.tsx')).CarrierCheckPage }),
  },
  {
    path: paths.setupGuide,
    lazy: async () => ({ Component: (await import('./guide/GuidePage.tsx')).GuidePage }),
  },
] satisfies RouteObject[];
