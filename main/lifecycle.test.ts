import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { channels } from '../bridge/api.ts';
import { appFrame, publishedRelease, startApp as start } from '../tests/desktop/startApp.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

describe('starting the desktop app', () => {
  it('sandboxes every renderer and registers the app scheme before Electron is ready', async () => {
    const app = start();
    expect(app.app.steps).toEqual([
      'enableSandbox',
      'registerSchemesAsPrivileged',
      'requestSingleInstanceLock',
    ]);
    expect(app.privilegedSchemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect(app.windows).toEqual([]);
    await app.app.ready();
    expect(app.windows).toHaveLength(1);
  });

  it('opens one secure window on the app protocol, at the start route', async () => {
    const app = start();
    await app.app.ready();
    const window = app.window();
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: '/opt/Lucy/resources/app.asar/out/preload/index.cjs',
    });
    expect(window.webContents.loaded).toEqual(['app://lucy/']);
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
  });

  it('serves the renderer build with the CSP of its environment: the deployed services, or loopback in local', async () => {
    const build = mkdtempSync(join(tmpdir(), 'lucy-build-'));
    mkdirSync(join(build, 'renderer'));
    writeFileSync(join(build, 'renderer', 'index.html'), '<!doctype html><title>Lucy</title>');
    const served = async (argv: string[]) => {
      const app = start({ argv, mainDirectory: join(build, 'main') });
      await app.app.ready();
      const handler = app.protocolHandlers.get('app');
      if (!handler) throw new Error('the app protocol is not handled');
      const response = await handler(new Request('app://lucy/settings/lucy'));
      return {
        status: response.status,
        page: await response.text(),
        csp: response.headers.get('Content-Security-Policy'),
      };
    };
    try {
      const production = await served(['/opt/Lucy/lucy']);
      expect(production).toEqual({
        status: 200,
        page: '<!doctype html><title>Lucy</title>',
        csp: contentSecurityPolicy('production'),
      });
      expect(production.csp).not.toContain('localhost');
      const local = await served(['/opt/Lucy/lucy', '--environment=local']);
      expect(local.csp).toBe(contentSecurityPolicy('local'));
      expect(local.csp).toContain('http://localhost:*');
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it('guards the window it creates against navigation and new windows', async () => {
    const app = start();
    await app.app.ready();
    const contents = app.window().webContents;
    expect(contents.navigate('https://evil.example/')).toBe(true);
    expect(contents.open('https://calls.lucy-receptionist.com/')).toEqual({ action: 'deny' });
    expect(app.openedExternally).toEqual(['https://calls.lucy-receptionist.com/']);
    expect(app.warnings).toEqual([
      'Refused to leave the app for https://evil.example/: not a vetted external link',
    ]);
  });

  it('answers the bridge from the production keychain service', async () => {
    const app = start();
    await app.app.ready();
    expect(app.vaultServices).toEqual(['Lucy Receptionist (production)']);
    expect(await app.ipcHandlers.get(channels.appInfo)?.(appFrame)).toEqual({
      shell: 'desktop',
      version: '1.4.0',
      environmentHost: 'app.lucy-receptionist.com',
      webOrigin: 'https://app.lucy-receptionist.com',
    });
    await app.ipcHandlers.get(channels.tokensSet)?.(appFrame, { access_token: 'a', refresh_token: 'r' });
    expect(app.keychain.items.get('Lucy Receptionist (production) / identity_access_token')).toBe('a');
  });

  it('runs local development against its own keychain service and profile', async () => {
    const app = start({ argv: ['/opt/Lucy/lucy', '--environment=local'] });
    await app.app.ready();
    expect(app.vaultServices).toEqual(['Lucy Receptionist (local)']);
    expect(app.app.setPath).toHaveBeenCalledWith('userData', '/home/staff/.config/Lucy (local)');
    expect(app.app.steps.indexOf('setPath')).toBeLessThan(app.app.steps.indexOf('requestSingleInstanceLock'));
    expect(await app.ipcHandlers.get(channels.appInfo)?.(appFrame)).toMatchObject({
      environmentHost: 'localhost',
      webOrigin: 'http://localhost:5173',
    });
  });
});

describe('one instance at a time', () => {
  it('quits a second launch at once; the running app gets its arguments', async () => {
    const app = start({}, (fake) => {
      fake.app.lockAvailable = false;
    });
    expect(app.app.quit).toHaveBeenCalled();
    await app.app.ready();
    expect(app.windows).toEqual([]);
    expect(app.ipcHandlers.size).toBe(0);
  });

  it('brings the running window to the front when launched again', async () => {
    const app = start();
    await app.app.ready();
    const window = app.window();
    window.minimized = true;
    app.app.emit('second-instance', {}, ['/opt/Lucy/lucy']);
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });
});

describe('lucy:// deep links', () => {
  it('open the right route when the app is launched by one (Windows, Linux)', async () => {
    const app = start({ argv: ['/opt/Lucy/lucy', 'lucy://verify?verificationToken=abc'] });
    await app.app.ready();
    expect(app.window().webContents.loaded).toEqual(['app://lucy/verify?verificationToken=abc']);
  });

  it('open in the running app when a second launch carries one', async () => {
    const app = start();
    await app.app.ready();
    app.app.emit('second-instance', {}, ['/opt/Lucy/lucy', 'lucy://promo/SAVE10']);
    expect(app.window().webContents.loaded).toEqual(['app://lucy/', 'app://lucy/promo/SAVE10']);
    expect(app.window().focus).toHaveBeenCalled();
  });

  it('arrive through open-url on macOS, also before the window exists', async () => {
    const app = start({ platform: 'darwin' });
    let prevented = false;
    app.app.emit(
      'open-url',
      { preventDefault: () => (prevented = true) },
      'lucy://reset?verificationToken=xyz',
    );
    expect(prevented).toBe(true);
    await app.app.ready();
    expect(app.window().webContents.loaded).toEqual(['app://lucy/reset?verificationToken=xyz']);
  });

  it('are refused unless they are a verify, reset or promo link', async () => {
    const app = start({ argv: ['/opt/Lucy/lucy', 'lucy://settings/billing'] });
    await app.app.ready();
    app.app.emit('second-instance', {}, ['/opt/Lucy/lucy', 'lucy://signin?redirect=https://evil.example']);
    expect(app.window().webContents.loaded).toEqual(['app://lucy/']);
    expect(app.warnings).toHaveLength(1);
  });
});

describe('the development server', () => {
  const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };

  it('is loaded in development, with the CSP added to its responses', async () => {
    const app = start({ env });
    await app.app.ready();
    expect(app.window().webContents.loaded).toEqual(['http://localhost:5173/']);
    expect(app.session.headerFilters).toEqual([['http://localhost:5173/*']]);
    expect(app.window().webContents.navigate('http://localhost:5173/signin')).toBe(false);
  });

  it('is ignored by an installed build and when it is not on loopback', async () => {
    const installed = start({ env }, (fake) => {
      fake.app.isPackaged = true;
    });
    await installed.app.ready();
    expect(installed.window().webContents.loaded).toEqual(['app://lucy/']);
    const remote = start({ env: { ELECTRON_RENDERER_URL: 'https://evil.example' } });
    await remote.app.ready();
    expect(remote.window().webContents.loaded).toEqual(['app://lucy/']);
  });
});

describe('closing', () => {
  it('quits when the window closes, except on macOS where the app stays until it is quit', async () => {
    const linux = start();
    await linux.app.ready();
    linux.app.emit('window-all-closed');
    expect(linux.app.quit).toHaveBeenCalled();

    const mac = start({ platform: 'darwin' });
    await mac.app.ready();
    mac.window().close();
    expect(mac.app.quit).not.toHaveBeenCalled();
    mac.app.emit('activate');
    expect(mac.windows).toHaveLength(2);
  });
});

describe('what staff expect of a desktop app', () => {
  const stateFile = '/home/staff/.config/Lucy/window-state.json';

  it('remembers the window’s size and position, maximised or not, for the next start', async () => {
    const first = start();
    await first.app.ready();
    first.window().normalBounds = { x: 40, y: 30, width: 1000, height: 700 };
    first.window().maximized = true;
    first.window().emit('close');
    expect(JSON.parse(first.files.get(stateFile) ?? '')).toEqual({
      bounds: { x: 40, y: 30, width: 1000, height: 700 },
      maximized: true,
    });

    const next = start({
      readFile: (path) => first.files.get(path) ?? null,
    });
    await next.app.ready();
    expect(next.window().options).toMatchObject({ x: 40, y: 30, width: 1000, height: 700 });
    // Only once its page is painted: maximising a hidden window shows it at once on some systems.
    expect(next.window().maximize).not.toHaveBeenCalled();
    next.window().emit('ready-to-show');
    expect(next.window().steps).toEqual(['maximize', 'show']);
    // The security preferences stay whatever was remembered.
    expect(next.window().options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true });
  });

  it('opens at the default size when the remembered place is off every screen', async () => {
    const app = start({
      readFile: () =>
        JSON.stringify({ bounds: { x: 4000, y: 0, width: 1000, height: 700 }, maximized: false }),
    });
    await app.app.ready();
    expect(app.window().options).toMatchObject({ width: 1200, height: 820 });
    expect(app.window().options.x).toBeUndefined();
  });

  it('sets the application menu; Help reaches support and About shows the version and environment', async () => {
    const app = start({ argv: ['/opt/Lucy/lucy', '--environment=qa'] });
    await app.app.ready();
    const [menu] = app.menus;
    const help = menu?.find((item) => item.role === 'help')?.submenu;
    if (!Array.isArray(help)) throw new Error('no Help menu');
    const click = (label: string) =>
      help.find((item) => item.label === label)?.click?.(undefined as never, undefined, undefined as never);
    click('Contact Lucy support');
    expect(app.openedExternally).toEqual(['mailto:support@lucy-receptionist.com']);
    click('About Lucy');
    expect(app.app.aboutPanel).toEqual({
      applicationName: 'Lucy',
      applicationVersion: '1.4.0',
      version: 'qa',
    });
    expect(app.app.showAboutPanel).toHaveBeenCalled();
  });

  it('an installed build looks for updates and offers a restart, which waits for a save to finish', async () => {
    const app = start(
      { release: publishedRelease, env: { APPIMAGE: '/home/staff/Lucy.AppImage' } },
      (fake) => {
        fake.app.isPackaged = true;
      },
    );
    await app.app.ready();
    expect(app.updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await app.ipcHandlers.get(channels.savingChanged)?.(appFrame, true);
    app.updateDownloaded('1.5.0');
    await vi.waitFor(() =>
      expect(app.messageBoxes).toEqual([
        { message: 'Lucy 1.5.0 is ready to install', buttons: ['Restart now', 'Later'] },
      ]),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.updater.quitAndInstall).not.toHaveBeenCalled();
    await app.ipcHandlers.get(channels.savingChanged)?.(appFrame, false);
    await vi.waitFor(() => expect(app.updater.quitAndInstall).toHaveBeenCalledTimes(1));
  });

  it('a development run looks for no updates', async () => {
    const app = start();
    await app.app.ready();
    expect(app.updater.checkForUpdates).not.toHaveBeenCalled();
  });
});
