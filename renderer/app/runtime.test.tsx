import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../session/testing/screen.tsx';
import { createAppRouter } from './router.tsx';
import { createAppRuntime } from './runtime.ts';

vi.mock('./router.tsx', async (original) => ({
  ...(await original<typeof import('./router.tsx')>()),
  createAppRouter: vi.fn(() => ({ dispose: () => {} })),
}));

describe('the app starts in more than one task', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates the router only once the browser has had its turn after the session (scheduler.yield)', async () => {
    let browsersTurn: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (browsersTurn = resolve)) });
    // No channel to other tabs left open by the session.
    vi.stubGlobal('BroadcastChannel', undefined);
    const { platform, environment } = testSession({ fetch: () => Promise.reject(new Error('no calls')) });
    const starting = createAppRuntime(platform, [environment]);
    await Promise.resolve();
    expect(createAppRouter).not.toHaveBeenCalled();
    browsersTurn();
    const runtime = await starting;
    expect(createAppRouter).toHaveBeenCalledExactlyOnceWith(
      runtime.session,
      runtime.queryClient,
      environment,
      expect.any(Function),
    );
    expect(runtime.router).toBe(vi.mocked(createAppRouter).mock.results[0]?.value);
  });
});
