import { join } from 'node:path';
import type { DesktopAppInfo } from '../bridge/api.ts';
import { PRODUCT_DOMAIN } from '../renderer/domain/environment/hosts.ts';
import { APP_USER_MODEL_ID } from './appIdentity.ts';
import {
  APP_HOST,
  APP_ORIGIN,
  APP_SCHEME,
  appSchemePrivileges,
  appUrl,
  createRendererServer,
} from './appProtocol.ts';
import { type AppWindow, windowKeeper } from './appWindow.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { DEEP_LINK_SCHEME, deepLinkHandler, deepLinkInArguments, routeForDeepLink } from './deepLinks.ts';
import type { DesktopApp, DesktopElectron, StartOptions } from './desktopElectron.ts';
import { chooseDesktopEnvironment } from './environment.ts';
import { vetExternalUrl } from './externalLinks.ts';
import { startInstalledUpdates } from './installedUpdates.ts';
import { registerIpcHandlers } from './ipc.ts';
import { keychainProblem } from './keychainAdvice.ts';
import { withSessionFallback } from './keychainFallback.ts';
import { applicationMenu } from './menu.ts';
import { guardWebContents } from './navigation.ts';
import { secureSession } from './sessionPolicy.ts';
import { createDesktopSignIn, type DesktopSignIn } from './signIn/desktopSignIn.ts';
import { failStartup } from './startupFailure.ts';
import { createSaveTracker } from './updates.ts';
import { mainWindowOptions } from './window.ts';
import { WINDOW_STATE_FILE } from './windowState.ts';

/**
 * The main process from start to quit, written against the few Electron APIs it uses (desktopElectron.ts,
 * injected by index.ts) so it runs under Node in tests without the Electron binary.
 */

/** The electron-vite dev server, honoured only outside a packaged app and only on loopback. */
function developmentServer(app: DesktopApp, env: StartOptions['env']): string | undefined {
  const candidate = env.ELECTRON_RENDERER_URL;
  if (app.isPackaged || !candidate) return undefined;
  const url = new URL(candidate);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)
    ? url.origin
    : undefined;
}

export function startDesktopApp<Window extends AppWindow>(
  electron: DesktopElectron<Window>,
  options: StartOptions,
): void {
  try {
    startBeforeReady(electron, options);
  } catch (error) {
    // Anything thrown before the window (a bad flag, a profile folder Electron refuses) is shown, never lost.
    failStartup(electron, error);
  }
}

function startBeforeReady<Window extends AppWindow>(
  electron: DesktopElectron<Window>,
  options: StartOptions,
): void {
  const { app } = electron;
  const environment = chooseDesktopEnvironment(options.argv, options.env, { isPackaged: app.isPackaged });
  // Each environment keeps its own profile, so the single-instance lock and web storage never mix.
  if (environment.name !== 'production') {
    app.setPath('userData', join(app.getPath('appData'), `${app.getName()} (${environment.name})`));
  }
  // Windows groups the taskbar button, pins and notifications under the id the installer's shortcuts carry.
  if (options.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  // Security checklist item 4 for every renderer, including ones Electron creates itself.
  app.enableSandbox();
  electron.protocol.registerSchemesAsPrivileged([appSchemePrivileges]);

  if (!app.requestSingleInstanceLock()) {
    // The running instance receives our arguments (and any deep link) through 'second-instance'.
    app.quit();
    return;
  }
  // lucy:// is registered by the installers (the NSIS script, Info.plist, the deb's .desktop file), so an
  // uninstall removes it; the app itself never claims the scheme.

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

  const saves = createSaveTracker();
  const initialLink = deepLinkInArguments(options.argv);
  const initialRoute = initialLink ? routeForDeepLink(initialLink) : null;

  const windows = windowKeeper({
    create: electron.createWindow,
    options: mainWindowOptions(join(options.mainDirectory, '../preload/index.cjs'), {
      isPackaged: app.isPackaged,
    }),
    stateFile: () => join(app.getPath('userData'), WINDOW_STATE_FILE),
    readFile: options.readFile,
    writeFile: options.writeFile,
    workAreas: electron.workAreas,
    load: (target, route) => {
      target.webContents.loadURL(appUrl(route, appOrigin)).catch((error: unknown) => {
        options.warn(`The app page did not load: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
    ask: (target, question) => electron.dialog.showMessageBoxSync(target, question),
    pageGone: () => saves.report(false),
    warn: options.warn,
  });
  if (initialRoute) windows.openWithoutWindow(initialRoute);

  // Made once the app is ready (it needs the keychain); a sign-in hand-back before then has nothing to go to.
  let desktopSignIn: DesktopSignIn | undefined;
  const openDeepLink = deepLinkHandler<Window>({
    current: windows.current,
    open: windows.show,
    later: windows.openWithoutWindow,
    signInHandBack: (query) =>
      desktopSignIn
        ? desktopSignIn.signIn.handBack(query)
        : options.warn('Refused a lucy://auth link: no sign-in is waiting'),
    refused: options.warn,
  });

  app.on('second-instance', (_event, argv) => {
    const link = deepLinkInArguments(argv);
    if (link) openDeepLink(link);
    else windows.bringToFront();
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
    if (options.platform !== 'darwin' && !windows.restarting) app.quit();
  });

  void app.whenReady().then(() => {
    try {
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
      // The keychain is first touched when the window asks for the session; if it cannot keep one, staff are
      // signed in for this run and the window says why (the bridge's keychainStatus).
      const session = withSessionFallback(options.openVault(environment.keychainService), {
        explain: (error) => keychainProblem(options.platform, error),
        warn: options.warn,
      });
      desktopSignIn = createDesktopSignIn({
        environmentHost: environment.environmentHost,
        webOrigin: environment.webOrigin,
        localBackend: options.localBackend,
        fetch: electron.net.fetch,
        vault: session.vault,
        schemeIsOurs: () => app.isDefaultProtocolClient(DEEP_LINK_SCHEME),
        openBrowser: openExternal,
        // The person signed in in the browser: the app comes to the front and starts afresh, signed in.
        signedIn: () => {
          const current = windows.current();
          if (current) windows.show(current, '/');
          else windows.openWithoutWindow('/');
        },
        warn: options.warn,
      });
      registerIpcHandlers(electron.ipcMain, {
        appOrigin,
        appInfo,
        vault: session.vault,
        sessionKeeping: session.status,
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
              // An installed build made without a feed never updates: About says so.
              version:
                app.isPackaged && options.release.updateFeed === null
                  ? `${environment.name}, updates off`
                  : environment.name,
            });
            app.showAboutPanel();
          },
        }),
      );
      windows.start();
      // macOS: the Dock icon opens a window when none is open; listened to only now that one can be made.
      app.on('activate', windows.activate);
    } catch (error) {
      failStartup(electron, error);
      return;
    }
    try {
      startInstalledUpdates({
        isPackaged: app.isPackaged,
        release: options.release,
        platform: options.platform,
        env: options.env,
        updater: electron.updater,
        dialog: electron.dialog,
        openExternal: (url) => void electron.shell.openExternal(url),
        saves,
        closeWindow: windows.closeForRestart,
        warn: options.warn,
      });
    } catch (error) {
      options.warn(`Updates did not start: ${String(error)}`);
    }
  });
}
