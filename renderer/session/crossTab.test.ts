import { describe, expect, it, vi } from 'vitest';
import { createCrossTab, type SessionEvent } from './crossTab.ts';

const heardBy = (tab: ReturnType<typeof createCrossTab>) =>
  new Promise<SessionEvent>((resolve) => {
    const stop = tab.listen((event) => {
      stop();
      resolve(event);
    });
  });

describe('the windows of one origin share the session', () => {
  it('what one window announces, the others hear and it does not', async () => {
    const first = createCrossTab({ BroadcastChannel });
    const second = createCrossTab({ BroadcastChannel });
    const heardByFirst = vi.fn();
    const stopFirst = first.listen(heardByFirst);
    const heard = heardBy(second);
    first.announce('signed-out');
    expect(await heard).toBe('signed-out');
    const heardNext = heardBy(second);
    first.announce('signed-in');
    expect(await heardNext).toBe('signed-in');
    expect(heardByFirst).not.toHaveBeenCalled();
    stopFirst();
  });

  it('refreshes run under one Web Lock of the origin', async () => {
    const request = vi.fn((_name: string, run: () => Promise<unknown>) => run());
    const tab = createCrossTab({ locks: { request } as unknown as LockManager });
    expect(await tab.refreshExclusively(async () => 'renewed')).toBe('renewed');
    expect(request).toHaveBeenCalledWith('lucy-token-refresh', expect.any(Function));
  });

  it('without locks or channels (an old browser) the window is on its own and still works', async () => {
    const tab = createCrossTab({});
    expect(await tab.refreshExclusively(async () => 'renewed')).toBe('renewed');
    expect(() => tab.announce('signed-out')).not.toThrow();
    tab.listen(() => {})();
  });
});
