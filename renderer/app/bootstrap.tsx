import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Platform } from '../session/platform.ts';
import '../ui/tokens.css';
import { startAnalytics } from '../analytics/start.ts';
import { App } from './App.tsx';
import { keepEditsAcrossHydration, matchesPrerendered, PRERENDERED_ATTRIBUTE } from './prerendered.ts';
import { firstRouteLoaded } from './router.tsx';
import { type AppRuntime, createAppRuntime } from './runtime.ts';

const StartupError = lazy(async () => ({ default: (await import('./StartupError.tsx')).StartupError }));

/**
 * A page the build pre-rendered (web/prerender.ts) is hydrated once its route has loaded, so the markup already
 * painted stays as it is, and what the visitor typed meanwhile is kept; if the visitor was sent elsewhere (signed
 * in already, say), the app renders anew. A frame (not hydrated) is replaced once the route has loaded.
 *
 * Both as a transition, so React renders in slices and yields to the browser between them (a tap or
 * a key press is handled in between) instead of one long task while the page is already on screen; what is
 * painted stays on screen until React commits what it rendered.
 */
async function renderApp(container: HTMLElement, runtime: AppRuntime): Promise<void> {
  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  );
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    await firstRouteLoaded(runtime.router);
    if (matchesPrerendered(container, runtime.router.state.location)) {
      // Given back by the root layout once the screen is hydrated.
      keepEditsAcrossHydration(container);
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
  } else if (container.firstElementChild) {
    // A frame painted before the script (a logged-in route's layout, or the loading frame) stays until the
    // route is in, rather than giving way to the generic loading frame first.
    await firstRouteLoaded(runtime.router);
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * End-to-end builds only (VITE_E2E_PROBE; production builds drop this): the browser tests drive the session's
 * api as the screens do, e.g. a hundred calls at once in several tabs, and read which tokens are stored.
 */
function exposeToEndToEndTests(runtime: AppRuntime): void {
  Object.assign(window, { lucyE2E: { api: runtime.session.api, tokens: runtime.session.tokens } });
}

/** Boots the one renderer in either shell; the entry passes the shell's platform. */
export async function bootstrap(platform: Platform, container: HTMLElement): Promise<void> {
  let runtime: AppRuntime;
  try {
    const environments = resolveEnvironments(platform.environmentHost, {
      origin: platform.origin,
      localBackend: import.meta.env.VITE_LUCY_DEV_BACKEND,
    });
    // SPEC §8: a host whose environments do not share one identity address cannot sign anyone in.
    runtime = await createAppRuntime(platform, environments);
  } catch (error) {
    createRoot(container).render(
      <Suspense>
        <StartupError message={error instanceof Error ? error.message : String(error)} />
      </Suspense>,
    );
    return;
  }
  if (import.meta.env.VITE_E2E_PROBE) exposeToEndToEndTests(runtime);
  void renderApp(container, runtime);
  // SPEC §1: page views and the signed-in client's identity; the analytics code loads after the first paint, at the
  // first tap or key press or, signed in, a few seconds into the visit (renderer/analytics/start.ts).
  // (Waiting for the first route as well, tried to shorten the first task, moved the first-key listener later; in one CI-like
  // run privacy.spec's reset page then loaded the recorder late in the typing and no recording came in 60 s.)
  if (platform.productAnalytics) startAnalytics(runtime);
}
