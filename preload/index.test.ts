import { beforeEach, describe, expect, it, vi } from 'vitest';
import { channels, type LucyBridge } from '../bridge/api.ts';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { invoke: electron.invoke, send: vi.fn(), on: vi.fn(), sendSync: vi.fn() },
}));

async function exposedBridge(): Promise<LucyBridge> {
  await import('./index.ts');
  const bridge = electron.exposed.get('lucy');
  if (!bridge) throw new Error('window.lucy was not exposed');
  return bridge as LucyBridge;
}

/** Every value reachable from the exposed object: functions and plain objects only. */
function reachable(value: unknown, seen = new Set<unknown>()): unknown[] {
  if (seen.has(value) || value === null || typeof value !== 'object') return [value];
  seen.add(value);
  return [value, ...Object.values(value).flatMap((child) => reachable(child, seen))];
}

describe('the preload bridge (Electron security checklist item 20)', () => {
  beforeEach(() => electron.invoke.mockClear());

  it('exposes window.lucy and nothing else', async () => {
    await exposedBridge();
    expect([...electron.exposed.keys()]).toEqual(['lucy']);
  });

  it('offers only named functions: app info, saves under way, the keychain’s status, tokens, sign-in and external links', async () => {
    const bridge = await exposedBridge();
    expect(Object.keys(bridge).sort()).toEqual(['app', 'openExternal', 'signIn', 'tokens']);
    expect(Object.keys(bridge.tokens).sort()).toEqual(['clear', 'get', 'refresh', 'set']);
    expect(Object.keys(bridge.app).sort()).toEqual(['info', 'keychainStatus', 'saving']);
  });

  it('never hands the page ipcRenderer or any of its methods', async () => {
    const { ipcRenderer } = await import('electron');
    const values = reachable(await exposedBridge());
    expect(values).not.toContain(ipcRenderer);
    expect(values).not.toContain(ipcRenderer.invoke);
    expect(values).not.toContain(ipcRenderer.send);
  });

  it('sends each call on its own channel with exactly its own argument', async () => {
    const bridge = await exposedBridge();
    const tokens = { access_token: 'a', refresh_token: 'r' };
    await bridge.app.info();
    await Reflect.apply(bridge.app.keychainStatus, undefined, ['smuggled']);
    await bridge.tokens.get();
    await Reflect.apply(bridge.tokens.set, undefined, [tokens, 'smuggled']);
    await bridge.tokens.clear();
    await Reflect.apply(bridge.tokens.refresh, undefined, ['stale-access', 'smuggled']);
    await Reflect.apply(bridge.signIn, undefined, ['signup', 'smuggled']);
    await Reflect.apply(bridge.openExternal, undefined, ['https://calls.lucy-receptionist.com/', 'smuggled']);
    expect(electron.invoke.mock.calls).toEqual([
      [channels.appInfo],
      [channels.keychainStatus],
      [channels.tokensGet],
      [channels.tokensSet, tokens],
      [channels.tokensClear],
      [channels.tokensRefresh, 'stale-access'],
      [channels.signIn, 'signup'],
      [channels.openExternal, 'https://calls.lucy-receptionist.com/'],
    ]);
  });

  it('passes the main process’s answers and refusals through', async () => {
    const bridge = await exposedBridge();
    electron.invoke.mockResolvedValueOnce({ access_token: 'a' });
    expect(await bridge.tokens.get()).toEqual({ access_token: 'a' });
    electron.invoke.mockRejectedValueOnce(new Error('lucy:open-external: refused'));
    await expect(bridge.openExternal('https://evil.example/')).rejects.toThrow('refused');
  });
});
