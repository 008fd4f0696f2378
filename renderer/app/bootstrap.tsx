import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Platform } from '../platform/types.ts';
import '../ui/tokens.css';
import { startAnalytics } from '../analytics/start.ts';
import { App } from './App.tsx';
import { type AppRuntime, createAppRuntime } from './runtime.ts';

const StartupError = lazy(async () => ({ default: (await import('./StartupError.tsx')).StartupError }));

/**
 * End-to-end builds only (VITE_E2E_PROBE; production builds drop this): the browser tests drive the session's
 * api as the screens do, e.g. a hundred calls at once in several tabs, and read which tokens are stored.
 */
function exposeToEndToEndTests(runtime: AppRuntime): void {
  Object.assign(window, { lucyE2E: { api: runtime.session.api, tokens: runtime.session.tokens } });
}

/** Boots the one renderer in either shell; the entry passes the shell's platform. */
export function bootstrap(platform: Platform, container: HTMLElement): void {
  const root = createRoot(container);
  let runtime: AppRuntime;
  try {
    const environments = resolveEnvironments(platform.environmentHost, {
      origin: platform.origin,
      localBackend: import.meta.env.VITE_LUCY_DEV_BACKEND,
    });
    // SPEC §8: a host whose environments do not share one identity address cannot sign anyone in.
    runtime = createAppRuntime(platform, environments);
  } catch (error) {
    root.render(
      <Suspense>
        <StartupError message={error instanceof Error ? error.message : String(error)} />
      </Suspense>,
    );
    return;
  }
  if (import.meta.env.VITE_E2E_PROBE) exposeToEndToEndTests(runtime);
  root.render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
  // SPEC §1: page views and the signed-in client's identity; the analytics code loads after the first paint.
  startAnalytics(runtime);
}
