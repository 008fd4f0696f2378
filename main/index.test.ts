import type { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { channels } from '../bridge/api.ts';

/** The entry wires Electron's real modules and the real keychain into the lifecycle: checked here with both mocked. */
const electron = vi.hoisted(() => {
  const windows: { options: unknown; loaded: string[] }[] = [];
  let ready: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  return {
    windows,
    ready: () => ready(),
    handlers: new Map<string, (...args: unknown[]) => Promise<unknown>>(),
    keychainItems: new Map<string, Uint8Array>(),
    whenReady,
  };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    setAsDefaultProtocolClient: vi.fn(),
    isDefaultProtocolClient: vi.fn(() => false),
    getPath: vi.fn(() => '/tmp'),
    setPath: vi.fn(),
    getName: () => 'Lucy',
    setAboutPanelOptions: vi.fn(),
    showAboutPanel: vi.fn(),
    getVersion: () => '1.4.0',
    whenReady: () => electron.whenReady,
    quit: vi.fn(),
    exit: vi.fn(),
  });
  class BrowserWindow extends Emitter {
    webContents: EventEmitter & { loadURL(url: string): Promise<void>; setWindowOpenHandler(): void };
    constructor(options: unknown) {
      super();
      const loaded: string[] = [];
      electron.windows.push({ options, loaded });
      this.webContents = Object.assign(new Emitter(), {
        loadURL: async (url: string) => {
          loaded.push(url);
        },
        setWindowOpenHandler: vi.fn(),
      });
      app.emit('web-contents-created', {}, this.webContents);
    }
  }
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
  };
  return {
    app,
    BrowserWindow,
    dialog: { showErrorBox: vi.fn(), showMessageBox: vi.fn() },
    Menu: { buildFromTemplate: vi.fn((template: unknown[]) => template), setApplicationMenu: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    ipcMain: {
      handle: (channel: string, listener: () => Promise<unknown>) => electron.handlers.set(channel, listener),
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: { defaultSession: session },
    shell: { openExternal: vi.fn() },
    net: { fetch: vi.fn() },
  };
});

// electron-updater loads the real electron package, which would try to download the binary.
vi.mock('electron-updater', () => ({
  default: {
    autoUpdater: { on: vi.fn(), checkForUpdates: vi.fn(async () => null), quitAndInstall: vi.fn() },
  },
}));

vi.mock('@napi-rs/keyring', () => ({
  AsyncEntry: class {
    key: string;
    constructor(service: string, account: string, options: unknown) {
      expect(options).toEqual({ linux: { store: 'secret-service' } });
      this.key = `${service} / ${account}`;
    }
    async getSecret() {
      const bytes = electron.keychainItems.get(this.key);
      return bytes ? [...bytes] : null;
    }
    async setSecret(bytes: Uint8Array) {
      electron.keychainItems.set(this.key, bytes);
    }
    async deleteCredential() {
      return electron.keychainItems.delete(this.key);
    }
  },
}));

describe('main/index.ts (electron and the keychain mocked)', () => {
  it('starts the app with Electron’s modules and keeps tokens in the OS keychain', async () => {
    const { app, protocol } = await import('electron');
    await import('./index.ts');
    expect(app.enableSandbox).toHaveBeenCalled();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalled();
    expect(electron.windows).toEqual([]);

    electron.ready();
    await new Promise((resolve) => setImmediate(resolve));
    expect(electron.windows).toHaveLength(1);
    expect(electron.windows[0]?.options).toMatchObject({
      webPreferences: {
        sandbox: true,
        contextIsolation: true,
        preload: join(import.meta.dirname, '../preload/index.cjs'),
      },
    });
    expect(electron.windows[0]?.loaded).toEqual(['app://lucy/']);
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const { Menu } = await import('electron');
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);

    const sender = { senderFrame: { url: 'app://lucy/', parent: null } };
    const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
    await electron.handlers.get(channels.tokensSet)?.(sender, tokens);
    expect(
      new TextDecoder().decode(
        electron.keychainItems.get('Lucy Receptionist (production) / identity_access_token'),
      ),
    ).toBe('access-1');
    expect(
      new TextDecoder().decode(
        electron.keychainItems.get('Lucy Receptionist (production) / identity_refresh_token'),
      ),
    ).toBe('refresh-1');
    // The window gets the access token; the refresh token stays in main.
    expect(await electron.handlers.get(channels.tokensGet)?.(sender)).toEqual({ access_token: 'access-1' });
  });
});
