import { join } from 'node:path';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { DesktopAppInfo } from '../preload/api.ts';
import { PRODUCT_DOMAIN } from '../renderer/domain/environment/hosts.ts';
import {
  APP_HOST,
  APP_ORIGIN,
  APP_SCHEME,
  appSchemePrivileges,
  appUrl,
  createRendererServer,
} from './appProtocol.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { DEEP_LINK_SCHEME, deepLinkHandler, deepLinkInArguments, routeForDeepLink } from './deepLinks.ts';
import { chooseDesktopEnvironment } from './environment.ts';
import { vetExternalUrl } from './externalLinks.ts';
import { type IpcRegistrar, registerIpcHandlers } from './ipc.ts';
import { applicationMenu } from './menu.ts';
import { type GuardedContents, guardWebContents, type PreventableEvent } from './navigation.ts';
import { type PolicySession, secureSession } from './session.ts';
import { createDesktopSignIn, type DesktopSignIn } from './signIn/desktopSignIn.ts';
import type { FetchFunction } from './signIn/identityTokens.ts';
import type { TokenVault } from './tokenVault.ts';
import { createSaveTracker, startUpdates, type Updater } from './updates.ts';
import { mainWindowOptions } from './window.ts';
import {
  restoreWindowState,
  serialiseWindowState,
  WINDOW_STATE_FILE,
  type WindowBounds,
} from './windowState.ts';

/**
 * The main process from start to quit, written against the few Electron APIs it uses (injected by
 * index.ts) so it runs under Node in tests without the Electron binary.
 */

export interface DesktopApp {
  readonly isPackaged: boolean;
  enableSandbox(): void;
  requestSingleInstanceLock(): boolean;
  setAsDefaultProtocolClient(protocol: string): boolean;
  isDefaultProtocolClient(protocol: string): boolean;
  getPath(name: 'appData' | 'userData'): string;
  setPath(name: 'userData', path: string): void;
  getName(): string;
  getVersion(): string;
  setAboutPanelOptions(options: {
    applicationName: string;
    applicationVersion: string;
    version: string;
  }): void;
  showAboutPanel(): void;
  whenReady(): Promise<unknown>;
  quit(): void;
  exit(code: number): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  on(event: 'open-url', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents) => void): unknown;
  on(event: 'window-all-closed' | 'activate', listener: () => void): unknown;
}

export interface AppWindow {
  webContents: { loadURL(url: string): Promise<unknown> };
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed' | 'close', listener: () => void): unknown;
  show(): void;
  maximize(): void;
  isMaximized(): boolean;
  getNormalBounds(): WindowBounds;
  focus(): void;
  isMinimized(): boolean;
  restore(): void;
}

export interface DesktopElectron {
  app: DesktopApp;
  protocol: {
    registerSchemesAsPrivileged(schemes: (typeof appSchemePrivileges)[]): void;
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
  };
  ipcMain: IpcRegistrar;
  /** Read only once the app is ready: Electron has no default session before. */
  session: { readonly defaultSession: PolicySession };
  shell: { openExternal(url: string): Promise<void> };
  dialog: {
    showErrorBox(title: string, content: string): void;
    showMessageBox(options: {
      type: 'info';
      buttons: string[];
      defaultId: number;
      cancelId: number;
      message: string;
      detail: string;
    }): Promise<{ response: number }>;
  };
  createWindow(options: BrowserWindowConstructorOptions): AppWindow;
  setApplicationMenu(template: MenuItemConstructorOptions[]): void;
  /** The screens' work areas; read only once the app is ready. */
  workAreas(): WindowBounds[];
  /** electron-updater's autoUpdater (only an installed build looks for updates). */
  updater: Updater;
  /** Electron's `net`: requests through Chromium's network stack, with the system's proxy settings. */
  net: { fetch: FetchFunction };
}

export interface StartOptions {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** The folder of the built main script (out/main): preload and renderer sit beside it. */
  mainDirectory: string;
  openVault(keychainService: string): TokenVault;
  /** Where the local environment's dev backend is: the address the renderer was built with. */
  localBackend?: string;
  /** A file of the profile folder, or null when there is none (the window's size and position). */
  readFile(path: string): string | null;
  writeFile(path: string, text: string): void;
  warn(message: string): void;
}

/** The electron-vite dev server, honoured only outside a packaged app and only on loopback. */
function developmentServer(app: DesktopApp, env: StartOptions['env']): string | undefined {
  const candidate = env.ELECTRON_RENDERER_URL;
  if (app.isPackaged || !candidate) return undefined;
  const url = new URL(candidate);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)
    ? url.origin
    : undefined;
}

export function startDesktopApp(electron: DesktopElectron, options: StartOptions): void {
  const { app } = electron;
  let environment: ReturnType<typeof chooseDesktopEnvironment>;
  try {
    environment = chooseDesktopEnvironment(options.argv, options.env);
  } catch (error) {
    electron.dialog.showErrorBox('Lucy cannot start', error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  // Each environment keeps its own profile, so the single-instance lock and web storage never mix.
  if (environment.name !== 'production') {
    app.setPath('userData', join(app.getPath('appData'), `${app.getName()} (${environment.name})`));
  }
  // Security checklist item 4 for every renderer, including ones Electron creates itself.
  app.enableSandbox();
  electron.protocol.registerSchemesAsPrivileged([appSchemePrivileges]);

  if (!app.requestSingleInstanceLock()) {
    // The running instance receives our arguments (and any deep link) through 'second-instance'.
    app.quit();
    return;
  }
  // Installed builds claim lucy:// links; a development run would steal them from the installed app.
  if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

  const devServer = developmentServer(app, options.env);
  const appOrigin = devServer ?? APP_ORIGIN;
  const csp = contentSecurityPolicy(environment.name, devServer ? { devServer } : {});
  const appInfo: DesktopAppInfo = {
    shell: 'desktop',
    version: app.getVersion(),
    environmentHost: environment.environmentHost,
    webOrigin: environment.webOrigin,
  };
  const openExternal = (url: string): boolean => {
    const vetted = vetExternalUrl(url, environment.name);
    if (!vetted) {
      options.warn(`Refused to open ${url}: not a vetted external link`);
      return false;
    }
    void electron.shell.openExternal(vetted.href);
    return true;
  };

  let window: AppWindow | null = null;
  const saves = createSaveTracker();
  const initialLink = deepLinkInArguments(options.argv);
  let pendingRoute = (initialLink && routeForDeepLink(initialLink)) || '/';

  const load = (target: AppWindow, route: string) =>
    target.webContents.loadURL(appUrl(route, appOrigin)).catch((error: unknown) => {
      options.warn(`The app page did not load: ${error instanceof Error ? error.message : String(error)}`);
    });

  const windowStateFile = () => join(app.getPath('userData'), WINDOW_STATE_FILE);
  const createWindow = () => {
    const saved = restoreWindowState(options.readFile(windowStateFile()), electron.workAreas());
    const created = electron.createWindow({
      ...mainWindowOptions(join(options.mainDirectory, '../preload/index.cjs'), {
        isPackaged: app.isPackaged,
      }),
      ...saved?.bounds,
    });
    if (saved?.maximized) created.maximize();
    // Remembered as staff left it (issue 14); the normal bounds, so a maximised window restores to them.
    created.on('close', () => {
      try {
        options.writeFile(
          windowStateFile(),
          serialiseWindowState({ bounds: created.getNormalBounds(), maximized: created.isMaximized() }),
        );
      } catch (error) {
        options.warn(`The window's size and position were not saved: ${String(error)}`);
      }
    });
    created.once('ready-to-show', () => created.show());
    created.on('closed', () => {
      window = null;
    });
    window = created;
    void load(created, pendingRoute);
  };

  const bringToFront = (target: AppWindow) => {
    if (target.isMinimized()) target.restore();
    target.focus();
  };

  // Made once the app is ready (it needs the keychain); a sign-in hand-back before then has nothing to go to.
  let desktopSignIn: DesktopSignIn | undefined;
  const openDeepLink = deepLinkHandler<AppWindow>({
    current: () => window,
    open: (target, route) => {
      bringToFront(target);
      void load(target, route);
    },
    later: (route) => {
      pendingRoute = route;
    },
    signInHandBack: (query) =>
      desktopSignIn
        ? desktopSignIn.signIn.handBack(query)
        : options.warn('Refused a lucy://auth link: no sign-in is waiting'),
    refused: options.warn,
  });

  app.on('second-instance', (_event, argv) => {
    const link = deepLinkInArguments(argv);
    if (link) openDeepLink(link);
    else if (window) bringToFront(window);
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openDeepLink(url);
  });
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, {
      appOrigin,
      vetExternal: (url) => vetExternalUrl(url, environment.name),
      openExternal: (url) => void electron.shell.openExternal(url),
      refused: (url, reason) => options.warn(`Refused to leave the app for ${url}: ${reason}`),
    }),
  );
  app.on('window-all-closed', () => {
    if (options.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!window) createWindow();
  });

  void app.whenReady().then(() => {
    secureSession(electron.session.defaultSession, {
      appOrigin,
      environment: environment.name,
      contentSecurityPolicy: csp,
      ...(devServer ? { devServer } : {}),
    });
    electron.protocol.handle(
      APP_SCHEME,
      createRendererServer({
        root: join(options.mainDirectory, '../renderer'),
        contentSecurityPolicy: csp,
        host: APP_HOST,
      }),
    );
    const vault = options.openVault(environment.keychainService);
    desktopSignIn = createDesktopSignIn({
      environmentHost: environment.environmentHost,
      webOrigin: environment.webOrigin,
      localBackend: options.localBackend,
      fetch: electron.net.fetch,
      vault,
      schemeIsOurs: () => app.isDefaultProtocolClient(DEEP_LINK_SCHEME),
      openBrowser: openExternal,
      // The person signed in in the browser: the app comes to the front and starts afresh, signed in.
      signedIn: () => {
        pendingRoute = '/';
        if (!window) createWindow();
        else {
          bringToFront(window);
          void load(window, pendingRoute);
        }
      },
      warn: options.warn,
    });
    registerIpcHandlers(electron.ipcMain, {
      appOrigin,
      appInfo,
      vault,
      refreshSession: desktopSignIn.refreshSession,
      signIn: desktopSignIn.signIn.start,
      openExternal,
      savingChanged: (saving) => saves.report(saving),
      refused: (channel, reason) => options.warn(`Refused ${channel}: ${reason}`),
    });
    electron.setApplicationMenu(
      applicationMenu({
        platform: options.platform,
        isPackaged: app.isPackaged,
        contactSupport: () => openExternal(`mailto:support@${PRODUCT_DOMAIN}`),
        showAbout: () => {
          app.setAboutPanelOptions({
            applicationName: 'Lucy',
            applicationVersion: appInfo.version,
            version: environment.name,
          });
          app.showAboutPanel();
        },
      }),
    );
    // A development run has no feed to update from (electron-builder writes it into installed builds).
    if (app.isPackaged) {
      startUpdates({
        updater: electron.updater,
        saves,
        offerRestart: async (version) =>
          (
            await electron.dialog.showMessageBox({
              type: 'info',
              buttons: ['Restart now', 'Later'],
              defaultId: 0,
              cancelId: 1,
              message: `Lucy ${version} is ready to install`,
              detail:
                'Restart Lucy to start using it. If you choose Later, it is installed the next time you quit Lucy.',
            })
          ).response === 0,
        warn: options.warn,
      });
    }
    createWindow();
  });
}
