import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';
import type { LaterPhoneStep } from '../../features/forwarding/nextStep.ts';
import { SetupFrame } from '../frames/SetupFrame.tsx';
import {
  type FrameHandle,
  type LazyModules,
  loadExport,
  projectPath,
  type RouteHandle,
  screenRoute,
} from './handle.ts';
import { type FrameLayouts, placeInFrames } from './placeInFrames.ts';
import type { SignedInRoutes } from './table.tsx';

/**
 * What the signed-in routes load on first visit: their screens and the settings frame, each on its own. Only
 * these: the list is this part's download, which the public screens (publicRoutes.ts) stay out of.
 */
const modules: LazyModules = import.meta.glob<Record<string, unknown>>([
  '../../features/{assistant,billing,forwarding,help,integrations,phone}/**/*Page.tsx',
  '../../features/auth/DesktopSignInHandoffPage.tsx',
  '../../features/password/ChangePasswordPage.tsx',
  '../../features/billing/PlansIncluded.tsx',
  '../frames/settings/SettingsFrame.tsx',
]);

const route = (spec: Parameters<typeof screenRoute>[1]) => screenRoute(modules, spec);

/**
 * A phone question that builds on earlier answers sends an owner who opens it too early to the one to answer
 * first; its loader comes with the screen, so the carrier lists stay off the first visit of other routes.
 */
const phoneStepLoader = (path: LaterPhoneStep) => async () => ({
  loader: (await import('../../features/forwarding/stepLoader.ts')).phoneStepLoader(path),
});

const SETTINGS_FRAME = '../frames/settings/SettingsFrame.tsx';
const HELP = '../../features/help/HelpPage.tsx';
const PLANS_INCLUDED = '../../features/billing/PlansIncluded.tsx';

/** SPEC §2 the phone questions under /setup, in the auth frame; the guards run before any of them. */
const phoneQuestions: RouteObject[] = [
  route({
    path: paths.setupPhone,
    screen: '../../features/phone/PhonePage.tsx',
    access: routeRules.setupPhone,
    title: 'Your business phone',
    frame: 'auth',
  }),
  route({
    path: paths.setupWaitlist,
    screen: '../../features/phone/WaitlistPage.tsx',
    access: routeRules.setupWaitlist,
    title: 'Waitlist',
    frame: 'auth',
  }),
  route({
    path: paths.setupDevice,
    screen: '../../features/forwarding/DevicePage.tsx',
    access: routeRules.setupStep,
    title: 'Your phone',
    frame: 'auth',
    outline: 'phoneStep',
  }),
  ...(
    [
      [paths.setupCarrier, 'CarrierPage', 'Your carrier'],
      [paths.setupCarrierPlan, 'CarrierPlanPage', 'Your plan'],
      [paths.setupCarrierOther, 'OtherCarrierPage', 'Other carrier'],
      [paths.setupCarrierValidate, 'CarrierCheckPage', 'Call forwarding check'],
    ] as const
  ).map(([path, page, title]) =>
    route({
      path,
      screen: `../../features/forwarding/${page}.tsx`,
      with: phoneStepLoader(path),
      access: routeRules.setupStep,
      title,
      frame: 'auth',
      outline: 'phoneStep',
    }),
  ),
];

/** SPEC §2 the loading pages, in the auth frame: each waits for the live subscription, then goes on. */
const loadingPages: RouteObject[] = (
  [
    [paths.setupLoading, 'SetupLoadingPage'],
    [paths.setupLoadingUpgraded, 'UpgradedLoadingPage'],
    [paths.setupLoadingSwitched, 'SwitchedLoadingPage'],
  ] as const
).map(([path, name]) =>
  route({
    path,
    screen: '../../features/billing/LoadingPage.tsx',
    name,
    access: routeRules.setupLoading,
    title: 'Getting Lucy ready',
    frame: 'auth',
  }),
);

/**
 * Help: how to reach support, the forwarding guide and what each plan includes. What each plan includes is
 * billing's to show, so the table hands it in (features do not import each other), and both load together.
 */
const helpRoute: RouteObject = {
  path: paths.settingsHelp,
  handle: {
    access: routeRules.settingsPage,
    title: 'Help',
    frame: 'settings',
    modules: [projectPath(HELP), projectPath(PLANS_INCLUDED)],
  } satisfies RouteHandle,
  lazy: async () => {
    const [HelpPage, Plans] = await Promise.all([
      loadExport<ComponentType<{ plans: ReactNode }>>(modules, HELP, 'HelpPage'),
      loadExport<ComponentType>(modules, PLANS_INCLUDED, 'PlansIncluded'),
    ]);
    return { Component: () => <HelpPage plans={<Plans />} /> };
  },
};

/** The wider setup screens and /reactivate, each in its setup frame. */
const setupScreens: RouteObject[] = [
  route({
    path: paths.setupConfig,
    screen: '../../features/assistant/SetupConfigPage.tsx',
    access: routeRules.setupStep,
    title: 'Set up Lucy',
    frame: 'setupForm',
  }),
  route({
    path: paths.setupBilling,
    screen: '../../features/billing/SetupBillingPage.tsx',
    access: routeRules.setupBilling,
    title: 'Choose a plan',
    frame: 'setupPlans',
  }),
  route({
    path: paths.reactivate,
    screen: '../../features/billing/ReactivatePage.tsx',
    access: routeRules.reactivate,
    title: 'Reactivate Lucy',
    frame: 'reactivate',
  }),
  // How to forward calls to Lucy.
  route({
    path: paths.setupGuide,
    screen: '../../features/forwarding/guide/GuidePage.tsx',
    access: routeRules.setupGuide,
    title: 'Connect Lucy',
    frame: 'setupGuide',
  }),
];

/** SPEC §2 /settings/*, in the settings frame (its sidebar stays put while only the page beside it changes). */
const settingsScreens: RouteObject[] = [
  route({
    path: paths.settingsLucy,
    screen: '../../features/assistant/LucySettingsPage.tsx',
    access: routeRules.settingsPage,
    title: 'Lucy Settings',
    frame: 'settings',
    outline: 'lucySettings',
  }),
  // "Manage Plan".
  route({
    path: paths.settingsBilling,
    screen: '../../features/billing/ManagePlanPage.tsx',
    access: routeRules.settingsPage,
    title: 'Manage Plan',
    frame: 'settings',
  }),
  // Behind the integrationsPage flag, which the rule checks.
  route({
    path: paths.settingsIntegrations,
    screen: '../../features/integrations/IntegrationsPage.tsx',
    access: routeRules.settingsIntegrations,
    title: 'Integrations',
    frame: 'settings',
  }),
  helpRoute,
  // Change password, for a signed-in owner.
  route({
    path: paths.settingsPassword,
    screen: '../../features/password/ChangePasswordPage.tsx',
    access: routeRules.settingsPage,
    title: 'Change password',
    frame: 'settings',
  }),
];

/** The desktop app's hand-overs through the browser, each a page of its own. */
const desktopPages: RouteObject[] = [
  // Where a desktop owner's browser lands after paying: it hands them back to the app.
  route({
    path: paths.desktopReturn,
    screen: '../../features/billing/DesktopReturnPage.tsx',
    access: routeRules.desktopReturn,
    title: 'Back to the Lucy app',
  }),
  // The desktop app's sign-in: a visitor signs in at /signin first and comes back here (its return path).
  route({
    path: paths.desktopSignIn,
    screen: '../../features/auth/DesktopSignInHandoffPage.tsx',
    access: routeRules.desktopSignIn,
    title: 'Sign in to the Lucy app',
  }),
];

/**
 * SPEC §2 paths that only redirect (or leave the app): no screen, only a rule, which always sends the user on.
 * They are routes of the table like any other, so the guard finds their rule the same way.
 */
const redirectOnlyRoutes: RouteObject[] = [
  { path: paths.setup, handle: { access: routeRules.setup } },
  { path: paths.settings, handle: { access: routeRules.settings } },
  { path: paths.settingsLoadingUpgraded, handle: { access: routeRules.settingsLoadingUpgraded } },
  { path: paths.settingsLoadingSwitched, handle: { access: routeRules.settingsLoadingSwitched } },
  { path: `${paths.promo}/:code`, handle: { access: routeRules.promo } },
  { path: `${paths.contactAutomation}/*`, handle: { access: routeRules.contactAutomation } },
  { path: paths.signUpSetup, handle: { access: routeRules.signUpSetup } },
  { path: paths.signUpBilling, handle: { access: routeRules.signUpBilling } },
];

/** The layout routes of the frames the signed-in screens render in, beside the auth frame. */
const frameLayouts: FrameLayouts = {
  setupForm: { element: <SetupFrame frame="setupForm" /> },
  setupPlans: { element: <SetupFrame frame="setupPlans" /> },
  reactivate: { element: <SetupFrame frame="reactivate" /> },
  setupGuide: { element: <SetupFrame frame="setupGuide" /> },
  // Loaded with the first settings page it frames.
  settings: {
    id: 'settings',
    handle: { modules: [projectPath(SETTINGS_FRAME)] } satisfies FrameHandle,
    lazy: async () => ({
      Component: await loadExport<ComponentType>(modules, SETTINGS_FRAME, 'SettingsFrame'),
    }),
  },
};

/**
 * The routes of the signed-in app (onboarding, setup, settings) and the redirect-only paths: the part of the
 * route table (table.tsx) a visitor of the public pages does not need, loaded on the first navigation that is not
 * to a public page. Each is placed in the frame its handle names.
 */
export const signedInRoutes: SignedInRoutes = placeInFrames(
  [
    ...phoneQuestions,
    ...loadingPages,
    ...desktopPages,
    ...setupScreens,
    ...redirectOnlyRoutes,
    ...settingsScreens,
  ],
  frameLayouts,
);
