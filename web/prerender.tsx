/**
 * Build-time rendering of the public routes (and the frames of the logged-in ones) to HTML, so a first visit
 * paints before the script has loaded. Bundled for Node by the prerender plugin (web/prerender.ts) after the
 * browser build; the browser then hydrates the same markup (renderer/app/bootstrap.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { PrivacyChoices } from '../renderer/analytics/PrivacyChoices.tsx';
import type { TokenStore } from '../renderer/api/tokenStore.ts';
import { AppProviders } from '../renderer/app/App.tsx';
import { AppLoading } from '../renderer/app/AppLoading.tsx';
import { appRoutes } from '../renderer/app/routes.tsx';
import { SetupFrameOutline } from '../renderer/app/SetupFrame.tsx';
import { createQueryClient } from '../renderer/data/queryClient.ts';
import { appLink, resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { PhoneStepFrame } from '../renderer/features/forwarding/PhoneStep.tsx';
import { createSession } from '../renderer/session/createSession.ts';
import type { Platform } from '../renderer/session/platform.ts';
import { AuthLayout } from '../renderer/ui/AuthLayout.tsx';
import { LoadingBar } from '../renderer/ui/LoadingBar.tsx';

/** Nobody is signed in at build time. */
const noTokens: TokenStore = {
  get: async () => null,
  set: async () => {
    throw new Error('Nobody signs in while the app is being pre-rendered');
  },
  clear: async () => {},
};

/** Storage for the build: empty, and nothing rendered may keep anything in it. */
const buildStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

function buildRuntime() {
  const origin = 'http://localhost';
  const platform: Platform = {
    info: { shell: 'web', version: import.meta.env.VITE_APP_VERSION ?? '0.0.0' },
    environmentHost: 'localhost',
    origin,
    tokens: noTokens,
    productAnalytics: true,
    openExternal: () => {},
    paymentReturnAddress: appLink,
    // Nothing the build renders starts a payment.
    openPaymentPage: () => Promise.reject(new Error('The prerender build opens no payment page')),
    reportSaving: () => {},
    sessionKeeping: async () => ({ kept: true }),
  };
  const environments = resolveEnvironments(platform.environmentHost, { origin });
  const queryClient = createQueryClient();
  const session = createSession({
    platform,
    environments,
    queryClient,
    storage: buildStorage,
    // Nothing is called while pages are rendered at build time: no page to move, no one to warn.
    navigate: () => {},
    warn: () => {},
  });
  return { queryClient, session };
}

/** The markup of one route for a signed-out visitor, as the browser renders it once the route has loaded. */
export async function renderRoute(path: string): Promise<string> {
  // The access middleware decides on a session summary in the browser; at build time everything is signed out
  // and only public routes are rendered, so the route table runs without it.
  const handler = createStaticHandler(appRoutes(async (_args, next) => next()));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`Pre-rendering ${path} redirected to ${context.headers.get('Location')}`);
  if (context.errors) throw new Error(`Pre-rendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const runtime = buildRuntime();
  try {
    return renderToString(
      <AppProviders runtime={runtime}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    // Queries a screen declared keep a garbage-collection timer, which would hold the build open for minutes.
    runtime.queryClient.clear();
  }
}

/** The frame any other path shows while its session and screen load, painted instead of a blank page. */
export function renderLoadingFrame(): string {
  return renderToString(<AppLoading />);
}

/**
 * The frames of the logged-in routes (web/prerender.ts `framePages`): each route's layout as it looks while
 * the route loads, so the app replaces it without anything moving.
 */
// Loaded as the app loads them (lazy routes), so the build does not warn that they are imported both ways.
const settingsLayout = import('../renderer/features/settings/SettingsLayout.tsx');
const frames = {
  settings: settingsLayout.then(({ SettingsFrame }) => <SettingsFrame />),
  settingsLucy: Promise.all([
    settingsLayout,
    import('../renderer/features/assistant/LucySettingsPage.tsx'),
  ]).then(([{ SettingsFrame }, { LucySettingsFrame }]) => <SettingsFrame page={<LucySettingsFrame />} />),
  phoneStep: <PhoneStepFrame />,
  authLayout: (
    <>
      <LoadingBar active />
      <AuthLayout privacyChoices={<PrivacyChoices />}>{null}</AuthLayout>
    </>
  ),
  // As the route table places them (renderer/app/routes.tsx).
  setupForm: <SetupFrameOutline width="form" action="setupSignOut" />,
  setupPlans: <SetupFrameOutline width="plans" action="setupSignOut" />,
  reactivate: <SetupFrameOutline width="plans" action="signOut" />,
  setupGuide: <SetupFrameOutline width="guide" action="settings" />,
} as const;

export type FrameName = keyof typeof frames;

export async function renderFrame(name: FrameName, path: string): Promise<string> {
  const runtime = buildRuntime();
  return renderToString(
    <AppProviders runtime={runtime}>
      <StaticRouter location={path}>{await frames[name]}</StaticRouter>
    </AppProviders>,
  );
}
