import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * SPEC §2 the phone questions under /setup (device, carrier, plan, other, validate), each loaded on first
 * visit. The guards run before any of them.
 */
export const forwardingRoutes = [
  {
    path: paths.setupDevice,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./DevicePage.tsx')).DevicePage }),
  },
  {
    path: paths.setupCarrier,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./CarrierPage.tsx')).CarrierPage }),
  },
  {
    path: paths.setupCarrierPlan,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./CarrierPlanPage.tsx')).CarrierPlanPage }),
  },
  {
    path: paths.setupCarrierOther,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./OtherCarrierPage.tsx')).OtherCarrierPage }),
  },
  {
    path: paths.setupCarrierValidate,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({ Component: (await import('./CarrierCheckPage.tsx')).CarrierCheckPage }),
  },
] satisfies RouteObject[];

/** SPEC §2 /setup/guide: how to forward calls to Lucy, loaded on first visit (in the app's setup frame). */
export const guideRoutes = [
  {
    path: paths.setupGuide,
    handle: { access: routeRules.setupGuide },
    lazy: async () => ({ Component: (await import('./guide/GuidePage.tsx')).GuidePage }),
  },
] satisfies RouteObject[];
