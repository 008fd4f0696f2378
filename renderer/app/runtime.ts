import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../data/queryClient.ts';
import type { AccessContext } from '../domain/access/context.ts';
import type { EnvironmentConfig } from '../domain/environment/index.ts';
import { notify } from '../notifications/notify.ts';
import { createSession, type Session } from '../session/createSession.ts';
import { createCrossTab } from '../session/crossTab.ts';
import type { Platform } from '../session/platform.ts';
import { yieldToBrowser } from '../ui/whenIdle.ts';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Everything the app keeps for its lifetime, created once before the first render. */
export interface AppRuntime {
  queryClient: QueryClient;
  session: Session;
  router: AppRouter;
}

/**
 * The host's environments share the contact-automation addresses and flags the guards read (SPEC §3), so the
 * first one speaks for all.
 */
function accessContextOf(environments: readonly EnvironmentConfig[]): AccessContext {
  const [environment] = environments;
  if (!environment) throw new Error('This host has no environment');
  return environment;
}

/**
 * The session in one task, the router (its route table ranked, its first navigation begun) in the next,
 * where the browser has `scheduler.yield`: two shorter tasks block a tap or a key press less than one long one.
 */
export async function createAppRuntime(
  platform: Platform,
  environments: readonly EnvironmentConfig[],
): Promise<AppRuntime> {
  const context = accessContextOf(environments);
  const queryClient = createQueryClient();
  let router: AppRouter | undefined;
  const session = createSession({
    platform,
    environments,
    queryClient,
    storage: window.localStorage,
    drafts: window.sessionStorage,
    // Tabs of the origin share the tokens: one refresh at a time, sign-out everywhere at once.
    crossTab: createCrossTab(),
    // SPEC §7: after a failed refresh the http core asks for `/`; the router exists by then.
    navigate: (path) => void router?.navigate(path, { replace: true }),
    warn: notify.warning,
  });
  await yieldToBrowser();
  router = createAppRouter(session, queryClient, context, () => router);
  return { queryClient, session, router };
}
