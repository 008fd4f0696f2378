import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../domain/access/accessState.ts';
import { active, context, signedOut } from '../domain/access/sessions.fixture.ts';
import type { Session } from '../session/createSession.ts';

/** The modules of the route table's lazy parts a visit downloaded, in order (the browser fetches each once). */
const downloaded: string[] = [];
const lazyParts = {
  'signed-in routes': './routes/signedInRoutes.tsx',
  'sign-in screen': '../features/auth/SignInPage.tsx',
};

type AppRouter = ReturnType<typeof import('./router.tsx').createAppRouter>;

let router: AppRouter | undefined;
beforeEach(() => {
  // A fresh page: nothing of the app downloaded yet.
  vi.resetModules();
  downloaded.length = 0;
  for (const [name, path] of Object.entries(lazyParts)) {
    vi.doMock(path, async (original) => {
      downloaded.push(name);
      return original();
    });
  }
});
afterEach(() => router?.dispose());

/** The app's browser router at `path`, for a session with this summary (and tokens when signed in). */
async function openAt(path: string, summary: SessionSummary): Promise<AppRouter> {
  const { createAppRouter, firstRouteLoaded } = await import('./router.tsx');
  window.history.replaceState(null, '', path);
  const tokens = summary.isLoggedIn ? { access_token: 'a', refresh_token: 'r' } : null;
  const session = {
    summary: vi.fn(async () => summary),
    signOut: vi.fn(async () => {}),
    tokens: { get: vi.fn(async () => tokens) },
  };
  router = createAppRouter(session as unknown as Session, new QueryClient(), context, () => router);
  await firstRouteLoaded(router);
  return router;
}

const leafPath = (router: AppRouter) => router.state.matches.at(-1)?.route.path;

describe('the signed-in part of the route table is downloaded when a navigation needs it', () => {
  it('a public page starts without it', async () => {
    const opened = await openAt('/signin', signedOut);
    expect(leafPath(opened)).toBe('/signin');
    expect(downloaded).toEqual(['sign-in screen']);
  });

  it('a first visit of a logged-in route gets its rule: a visitor goes to /signin with the path to return to', async () => {
    const opened = await openAt('/settings/lucy', signedOut);
    expect(opened.state.location.pathname).toBe('/signin');
    expect(opened.state.location.search).toBe('?redirect=%2Fsettings%2Flucy');
  });

  it('a later navigation to a logged-in route is guarded by its own rule, not the not-found page', async () => {
    const opened = await openAt('/signin', signedOut);
    await opened.navigate('/setup/guide');
    expect(opened.state.location.pathname).toBe('/signin');
    expect(opened.state.location.search).toBe('?redirect=%2Fsetup%2Fguide');
  });

  it('a navigation interrupted while the table loads does not leave the logged-in routes out for the visit', async () => {
    const opened = await openAt('/signin', signedOut);
    const interrupted = opened.navigate('/setup/guide');
    await opened.navigate('/signup');
    await interrupted;
    await opened.navigate('/setup/guide');
    expect(opened.state.location.pathname).toBe('/signin');
    expect(opened.state.location.search).toBe('?redirect=%2Fsetup%2Fguide');
    expect(downloaded).toEqual(['sign-in screen', 'signed-in routes']);
  });

  it('a path of no route still reaches the not-found page', async () => {
    const opened = await openAt('/signin', signedOut);
    await opened.navigate('/nowhere');
    expect(opened.state.location.pathname).toBe('/nowhere');
    expect(leafPath(opened)).toBe('*');
  });
});

describe('the sign-in screen, downloaded ahead while the page is idle', () => {
  /** What the visit downloaded once the page was painted and idle, the router disposed before that or after. */
  async function downloadedWhenIdle(summary: SessionSummary, disposedFirst: boolean): Promise<string[]> {
    const opened = await openAt('/nowhere', summary);
    const before = [...downloaded];
    if (disposedFirst) opened.dispose();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    return downloaded.filter((module) => !before.includes(module));
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('for a signed-in owner, so a sign-out elsewhere shows /signin at once', async () => {
    expect(await downloadedWhenIdle(active, false)).toEqual(['sign-in screen']);
  });

  it('not for a visitor, whose page fetches no other screen', async () => {
    expect(await downloadedWhenIdle(signedOut, false)).toEqual([]);
  });

  it('not once the router is disposed', async () => {
    expect(await downloadedWhenIdle(active, true)).toEqual([]);
  });
});
