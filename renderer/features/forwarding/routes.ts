import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * SPEC §2 the phone questions under /setup (device, carrier, plan, other, validate) and the forwarding guide,
 * each loaded on first visit. The guards run before any of them; then a question that builds on earlier
 * answers has a loader which, opened too early, sends the owner to the question to answer first
 * (stepLoader.ts), loaded with the screen so the carrier lists stay off the first visit of other routes.
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
    lazy: async () => ({
      Component: (await import('./CarrierPage.tsx')).CarrierPage,
      loader: (await import('./stepLoader.ts')).phoneStepLoader(paths.setupCarrier),
    }),
  },
  {
    path: paths.setupCarrierPlan,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({
      Component: (await import('./CarrierPlanPage.tsx')).CarrierPlanPage,
      loader: (await import('./stepLoader.ts')).phoneStepLoader(paths.setupCarrierPlan),
    }),
  },
  {
    path: paths.setupCarrierOther,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({
      Component: (await import('./OtherCarrierPage.tsx')).OtherCarrierPage,
      loader: (await import('./stepLoader.ts')).phoneStepLoader(paths.setupCarrierOther),
    }),
  },
  {
    path: paths.setupCarrierValidate,
    handle: { access: routeRules.setupStep },
    lazy: async () => ({
      Component: (await import('./CarrierCheckPage.tsx')).CarrierCheckPage,
      loader: (await import('./stepLoader.ts')).phoneStepLoader(paths.setupCarrierValidate),
    }),
  },
  {
    path: paths.setupGuide,
    handle: { access: routeRules.setupGuide },
    lazy: async () => ({ Component: (await import('./guide/GuidePage.tsx')).GuidePage }),
  },
] satisfies RouteObject[];
