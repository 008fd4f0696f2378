import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { vi } from 'vitest';
import type { AppWindow } from '../../main/appWindow.ts';
import type { UpdateQuestion } from '../../main/installedUpdates.ts';
import type { IpcSender } from '../../main/ipc.ts';
import type { DesktopApp, DesktopElectron } from '../../main/lifecycle.ts';
import type { GuardedContents, NavigationEvent } from '../../main/navigation.ts';
import type { PolicySession } from '../../main/session.ts';
import type { LeaveQuestion } from '../../main/unsavedEdits.ts';
import type { Updater } from '../../main/updates.ts';
import type { WindowBounds } from '../../main/windowState.ts';
import { LEAVE_WITHOUT_SAVING } from '../../renderer/domain/assistant/leaveWithoutSaving.ts';

/**
 * Stand-ins for the Electron APIs the main process uses, so it runs under Node without the binary.
 * They record what the main process asked for and let a test play the part of the OS and the page.
 */

type IpcListener = (event: IpcSender, ...args: unknown[]) => Promise<unknown>;

export class FakeWebContents extends EventEmitter implements GuardedContents {
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  readonly loaded: string[] = [];
  /** The page holds edits it has not saved: its beforeunload handler cancels every unload. */
  unsavedEdits = false;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  /**
   * Whether the page may go: Chromium runs its beforeunload, and when the page cancels, Electron asks the main
   * process (will-prevent-unload) and keeps the page unless a listener prevents that event's default.
   */
  mayUnload(): boolean {
    if (!this.unsavedEdits) return true;
    let letThrough = false;
    this.emit('will-prevent-unload', {
      preventDefault: () => {
        letThrough = true;
      },
    });
    return letThrough;
  }

  async loadURL(url: string): Promise<void> {
    if (!this.mayUnload()) throw new Error(`ERR_ABORTED (-3) loading '${url}'`);
    this.loaded.push(url);
    this.newDocument();
  }

  /** View > Reload. */
  reload(): void {
    if (this.mayUnload()) this.newDocument();
  }

  /** The renderer process crashed or was killed. */
  crash(): void {
    this.emit('render-process-gone', {}, { reason: 'crashed' });
  }

  private newDocument(): void {
    this.unsavedEdits = false;
    this.emit('did-navigate');
  }

  /** The page starts a navigation; true when the main process prevented it. */
  navigate(url: string): boolean {
    let prevented = false;
    const event: NavigationEvent = {
      url,
      preventDefault: () => {
        prevented = true;
      },
    };
    this.emit('will-navigate', event);
    return prevented;
  }

  /** The page calls window.open. */
  open(url: string): { action: 'deny' } | undefined {
    return this.windowOpenHandler?.({ url });
  }

  /** The page holds a <webview>; true when the main process prevented it. */
  attachWebview(): boolean {
    let prevented = false;
    this.emit('will-attach-webview', {
      preventDefault: () => {
        prevented = true;
      },
    });
    return prevented;
  }
}

export class FakeWindow extends EventEmitter implements AppWindow {
  readonly webContents = new FakeWebContents();
  readonly options: BrowserWindowConstructorOptions;
  minimized = false;
  maximized = false;
  closed = false;
  /** What the window did, in order: shown, maximised. */
  readonly steps: string[] = [];
  show = vi.fn(() => {
    this.steps.push('show');
  });
  focus = vi.fn();
  restore = vi.fn();
  maximize = vi.fn(() => {
    this.steps.push('maximize');
    this.maximized = true;
  });
  /** As Electron closes a window: 'close', then the page's beforeunload, then 'closed' unless the page stays. */
  close = vi.fn(() => {
    this.emit('close');
    if (!this.webContents.mayUnload()) return;
    this.closed = true;
    this.emit('closed');
  });
  /** Where staff moved and sized it. */
  normalBounds: WindowBounds;

  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
    this.normalBounds = {
      x: options.x ?? 0,
      y: options.y ?? 0,
      width: options.width ?? 0,
      height: options.height ?? 0,
    };
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  getNormalBounds(): WindowBounds {
    return this.normalBounds;
  }

  isMinimized(): boolean {
    return this.minimized;
  }
}

export class FakeApp extends EventEmitter implements DesktopApp {
  isPackaged = false;
  lockAvailable = true;
  /** What happened, in order, for the before-ready rules. */
  readonly steps: string[] = [];
  private markReady: () => void = () => undefined;
  private readonly readyPromise = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });

  enableSandbox = vi.fn(() => {
    this.steps.push('enableSandbox');
  });
  requestSingleInstanceLock = vi.fn(() => {
    this.steps.push('requestSingleInstanceLock');
    return this.lockAvailable;
  });
  setAppUserModelId = vi.fn((_id: string) => undefined);
  /** Whether the OS gives lucy:// links to this app (an installed build); a test may say otherwise. */
  schemeIsOurs = true;
  isDefaultProtocolClient = vi.fn((_protocol: string) => this.schemeIsOurs);
  getPath = vi.fn((name: 'appData' | 'userData') =>
    name === 'appData' ? '/home/staff/.config' : '/home/staff/.config/Lucy',
  );
  setPath = vi.fn((_name: 'userData', _path: string) => {
    this.steps.push('setPath');
  });
  quit = vi.fn();
  exit = vi.fn((_code: number) => undefined);
  aboutPanel: unknown;
  setAboutPanelOptions = vi.fn((options: unknown) => {
    this.aboutPanel = options;
  });
  showAboutPanel = vi.fn();

  getName(): string {
    return 'Lucy';
  }

  getVersion(): string {
    return '1.4.0';
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  /** Electron finished starting; resolves once the main process has reacted. */
  async ready(): Promise<void> {
    this.steps.push('ready');
    this.markReady();
    await this.readyPromise;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export class FakeSession implements PolicySession {
  requestHandler: Parameters<PolicySession['setPermissionRequestHandler']>[0] | undefined;
  checkHandler: Parameters<PolicySession['setPermissionCheckHandler']>[0] | undefined;
  readonly headerFilters: string[][] = [];
  headerListener: Parameters<PolicySession['webRequest']['onHeadersReceived']>[1] | undefined;

  setPermissionRequestHandler(handler: Parameters<PolicySession['setPermissionRequestHandler']>[0]): void {
    this.requestHandler = handler;
  }

  setPermissionCheckHandler(handler: Parameters<PolicySession['setPermissionCheckHandler']>[0]): void {
    this.checkHandler = handler;
  }

  readonly webRequest: PolicySession['webRequest'] = {
    onHeadersReceived: (filter, listener) => {
      this.headerFilters.push(filter.urls);
      this.headerListener = listener;
    },
  };

  /** A page asks for a permission; resolves what the session answered. */
  request(permission: string, requestingUrl: string): Promise<boolean> {
    return new Promise((resolve) => this.requestHandler?.(null, permission, resolve, { requestingUrl }));
  }
}

export function createFakeElectron() {
  const app = new FakeApp();
  const session = new FakeSession();
  const windows: FakeWindow[] = [];
  const ipcHandlers = new Map<string, IpcListener>();
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const privilegedSchemes: unknown[] = [];
  const openedExternally: string[] = [];
  const errorBoxes: { title: string; content: string }[] = [];
  /** The Leave / Stay questions asked, and the window each was attached to. */
  const leaveQuestions: { window: FakeWindow; question: LeaveQuestion }[] = [];
  let leaveAnswer: 'leave' | 'stay' = 'stay';
  const menus: MenuItemConstructorOptions[][] = [];
  /** The restart question's answer: 0 is "Restart now". */
  const messageBoxes: { message: string; buttons: string[] }[] = [];
  let messageBoxAnswer = 0;
  const updaterListeners = new Map<string, (value: never) => void>();
  const updater: Updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    quitAndInstall: vi.fn(),
    on(event: string, listener: (value: never) => void) {
      updaterListeners.set(event, listener);
      return updater;
    },
  };

  const electron: DesktopElectron<FakeWindow> = {
    app,
    protocol: {
      registerSchemesAsPrivileged: (schemes) => {
        app.steps.push('registerSchemesAsPrivileged');
        privilegedSchemes.push(...schemes);
      },
      handle: (scheme, handler) => {
        protocolHandlers.set(scheme, handler);
      },
    },
    ipcMain: {
      handle: (channel, listener) => {
        ipcHandlers.set(channel, listener);
      },
    },
    session: {
      get defaultSession() {
        if (!app.steps.includes('ready')) throw new Error('Electron has no default session before ready');
        return session;
      },
    },
    shell: {
      openExternal: async (url) => {
        openedExternally.push(url);
      },
    },
    dialog: {
      showErrorBox: (title, content) => {
        errorBoxes.push({ title, content });
      },
      showMessageBox: async ({ message, buttons }: UpdateQuestion) => {
        messageBoxes.push({ message, buttons });
        return { response: messageBoxAnswer };
      },
      showMessageBoxSync: (window, question) => {
        leaveQuestions.push({ window, question });
        return question.buttons.indexOf(LEAVE_WITHOUT_SAVING[leaveAnswer]);
      },
    },
    // No service answers here: a test that signs in through the browser plays the identity service itself.
    net: { fetch: vi.fn(async () => Response.json({ error: 'not_here' }, { status: 503 })) },
    createWindow: (options) => {
      if (!app.steps.includes('ready')) throw new Error('Electron cannot create a window before ready');
      const window = new FakeWindow(options);
      windows.push(window);
      app.emit('web-contents-created', {}, window.webContents);
      // As Electron does once the last window is gone.
      window.on('closed', () => {
        if (windows.every((each) => each.closed)) app.emit('window-all-closed');
      });
      return window;
    },
    setApplicationMenu: (template) => {
      menus.push(template);
    },
    workAreas: () => {
      if (!app.steps.includes('ready')) throw new Error('Electron has no screen before ready');
      return [{ x: 0, y: 0, width: 1920, height: 1040 }];
    },
    updater,
  };

  return {
    electron,
    app,
    session,
    windows,
    ipcHandlers,
    protocolHandlers,
    privilegedSchemes,
    openedExternally,
    errorBoxes,
    leaveQuestions,
    /** What staff answer the Leave / Stay question. */
    answerLeave: (answer: 'leave' | 'stay') => {
      leaveAnswer = answer;
    },
    menus,
    messageBoxes,
    answerRestart: (answer: number) => {
      messageBoxAnswer = answer;
    },
    updater,
    /** electron-updater reports a downloaded update. */
    updateDownloaded: (version: string) =>
      (updaterListeners.get('update-downloaded') as ((info: { version: string }) => void) | undefined)?.({
        version,
      }),
    /** electron-updater found a newer version on the feed (it downloads it only when told to). */
    updateAvailable: (version: string) =>
      (updaterListeners.get('update-available') as ((info: { version: string }) => void) | undefined)?.({
        version,
      }),
  };
}
