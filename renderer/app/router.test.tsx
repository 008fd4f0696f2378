import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../domain/access/session.ts';
import { context, signedOut } from '../domain/access/sessions.fixture.ts';
import type { Session } from '../session/session.ts';
import { createAppRouter, firstRouteLoaded } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | undefined;
afterEach(() => router?.dispose());

/** The app's browser router at `path`, for a session with this summary, once its first route is in. */
async function openAt(path: string, summary: SessionSummary): Promise<AppRouter> {
  window.history.replaceState(null, '', path);
  const session = {
    summary: vi.fn(async () => summary),
    signOut: vi.fn(async () => {}),
    tokens: { get: vi.fn(async () => undefined) },
  };
  router = createAppRouter(session as unknown as Session, new QueryClient(), context, () => router);
  await firstRouteLoaded(router);
  return router;
}

const leafPath = (router: AppRouter) => router.state.matches.at(-1)?.route.path;

describe('issue 16: the signed-in part of the route table loads when a navigation needs it', () => {
  it('a public page starts without it', async () => {
    const opened = await openAt('/signin', signedOut);
    expect(leafPath(opened)).toBe('/signin');
    expect(JSON.stringify(opened.routes)).not.toContain('/settings/lucy');
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
    // Patched on each such navigation, the table still holds each route once.
    await opened.navigate('/nowhere');
    expect(JSON.stringify(opened.routes).split('"/settings/lucy"').length - 1).toBe(1);
  });

  it('a path of no route still reaches the not-found page', async () => {
    const opened = await openAt('/signin', signedOut);
    await opened.navigate('/nowhere');
    expect(opened.state.location.pathname).toBe('/nowhere');
    expect(leafPath(opened)).toBe('*');
  });
});

describe('the idle preload of /signin for a signed-in owner (issue 12)', () => {
  /** How often the idle work read the stored tokens, with the router disposed before it ran or after. */
  async function idleTokenReads(disposedFirst: boolean): Promise<number> {
    window.history.replaceState(null, '', '/signin');
    const get = vi.fn(async () => undefined);
    const session = {
      summary: vi.fn(async () => signedOut),
      signOut: vi.fn(async () => {}),
      tokens: { get },
    };
    const created: AppRouter = createAppRouter(
      session as unknown as Session,
      new QueryClient(),
      context,
      () => created,
    );
    await firstRouteLoaded(created);
    const before = get.mock.calls.length;
    if (disposedFirst) created.dispose();
    await vi.runAllTimersAsync();
    if (!disposedFirst) created.dispose();
    return get.mock.calls.length - before;
  }

  it('runs once the page is painted and idle, and not once the router is disposed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      expect(await idleTokenReads(false)).toBe(1);
      expect(await idleTokenReads(true)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
