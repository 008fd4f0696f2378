/**
 * Build-time rendering of the public routes (and the frames of the logged-in ones) to HTML, so a first visit
 * paints before the script has loaded. Bundled for Node by the prerender plugin (web/prerender.ts) after the
 * browser build, with the list of pages it derives from the route table (pages.ts); the browser then hydrates the same markup (renderer/app/bootstrap.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import type { TokenStore } from '../renderer/api/tokenStore.ts';
import { AppProviders } from '../renderer/app/App.tsx';
import { AppLoading } from '../renderer/app/AppLoading.tsx';
import { frameOutline } from '../renderer/app/frames/outlines.tsx';
import { appRoutes } from '../renderer/app/routes/table.tsx';
import { createQueryClient } from '../renderer/data/queryClient.ts';
import { appLink, resolveEnvironments } from '../renderer/domain/environment/index.ts';
import { createSession } from '../renderer/session/createSession.ts';
import type { Platform } from '../renderer/session/platform.ts';
import type { FramePage } from './pages.ts';

export { framePages, prerenderedPages } from './pages.ts';

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

/** The outline of a logged-in route's frame (pages.ts `framePages`), as it looks while the route loads. */
export async function renderFrame(page: FramePage): Promise<string> {
  const runtime = buildRuntime();
  return renderToString(
    <AppProviders runtime={runtime}>
      <StaticRouter location={page.path}>{await frameOutline(page.frame, page.outline)}</StaticRouter>
    </AppProviders>,
  );
}
