import { join } from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import type { DesktopAppInfo } from '../preload/api.ts';
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
import { type GuardedContents, guardWebContents, type PreventableEvent } from './navigation.ts';
import { type PolicySession, secureSession } from './session.ts';
import type { TokenVault } from './tokenVault.ts';
import { mainWindowOptions } from './window.ts';

/**
 * The main process from start to quit, written against the few Electron APIs it uses (injected by
 * index.ts) so it runs under Node in tests without the Electron binary.
 */

export interface DesktopApp {
  readonly isPackaged: boolean;
  enableSandbox(): void;
  requestSingleInstanceLock(): boolean;
  setAsDefaultProtocolClient(protocol: string): boolean;
  getPath(name: 'appData'): string;
  setPath(name: 'userData', path: string): void;
  getName(): string;
  getVersion(): string;
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
  on(event: 'closed', listener: () => void): unknown;
  show(): void;
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
  dialog: { showErrorBox(title: string, content: string): void };
  createWindow(options: BrowserWindowConstructorOptions): AppWindow;
}

export interface StartOptions {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** The folder of the built main script (out/main): preload and renderer sit beside it. */
  mainDirectory: string;
  openVault(keychainService: string): TokenVault;
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
  const initialLink = deepLinkInArguments(options.argv);
  let pendingRoute = (initialLink && routeForDeepLink(initialLink)) || '/';

  const load = (target: AppWindow, route: string) =>
    target.webContents.loadURL(appUrl(route, appOrigin)).catch((error: unknown) => {
      options.warn(`The app page did not load: ${error instanceof Error ? error.message : String(error)}`);
    });

  const createWindow = () => {
    const created = electron.createWindow(
      mainWindowOptions(join(options.mainDirectory, '../preload/index.cjs'), { isPackaged: app.isPackaged }),
    );
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

  const openDeepLink = deepLinkHandler<AppWindow>({
    current: () => window,
    open: (target, route) => {
      bringToFront(target);
      void load(target, route);
    },
    later: (route) => {
      pendingRoute = route;
    },
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
    registerIpcHandlers(electron.ipcMain, {
      appOrigin,
      appInfo,
      vault: options.openVault(environment.keychainService),
      openExternal,
      refused: (channel, reason) => options.warn(`Refused ${channel}: ${reason}`),
    });
    createWindow();
  });
}
