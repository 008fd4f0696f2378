import type { BrowserWindowConstructorOptions } from 'electron';
import { askBeforeLosingEdits, type LeaveQuestion } from './unsavedEdits.ts';
import { restoreWindowState, serialiseWindowState, type WindowBounds } from './windowState.ts';

/** The part of Electron's WebContents the app window uses. */
export interface AppWebContents {
  loadURL(url: string): Promise<unknown>;
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'did-navigate' | 'render-process-gone', listener: () => void): unknown;
}

/** The part of Electron's BrowserWindow the app uses. */
export interface AppWindow {
  webContents: AppWebContents;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed' | 'close', listener: () => void): unknown;
  show(): void;
  close(): void;
  maximize(): void;
  isMaximized(): boolean;
  getNormalBounds(): WindowBounds;
  focus(): void;
  isMinimized(): boolean;
  restore(): void;
}

export interface WindowKeeperOptions<Window extends AppWindow> {
  /** Builds the window (a BrowserWindow). */
  create(options: BrowserWindowConstructorOptions): Window;
  /** The app window's options, before the remembered size and position. */
  options: BrowserWindowConstructorOptions;
  /** The profile file the window's size and position are kept in (read when a window opens). */
  stateFile(): string;
  readFile(path: string): string | null;
  writeFile(path: string, text: string): void;
  /** The screens' work areas. */
  workAreas(): WindowBounds[];
  /** Loads an in-app route in the window. */
  load(window: Window, route: string): void;
  /** Asks staff in a native dialog attached to the window; the index of the button chosen. */
  ask(window: Window, question: LeaveQuestion): number;
  /** The page is gone (reloaded, replaced, crashed or closed): whatever it reported ends with it. */
  pageGone(): void;
  warn(message: string): void;
}

export interface WindowKeeper<Window extends AppWindow> {
  current(): Window | null;
  /** Electron is ready: the first window opens, at the route a link asked for meanwhile, or the start. */
  start(): void;
  /** macOS: the Dock icon was clicked. A window opens at the start if none is open; no link is replayed. */
  activate(): void;
  /** Loads a route in the open window and brings it to the front. */
  show(window: Window, route: string): void;
  /** A route arriving with no window open: opens one at it, or keeps it for the first one before ready. */
  openWithoutWindow(route: string): void;
  bringToFront(): void;
  /** Closes the window for an update's restart; false when staff chose to stay with unsaved edits. */
  closeForRestart(): Promise<boolean>;
  /** The window closed for a restart: the app must not quit on its own meanwhile (the updater quits it). */
  readonly restarting: boolean;
}

/** The one app window: opening it where staff left it, deep-link routes, and closing it for a restart. */
export function windowKeeper<Window extends AppWindow>(
  options: WindowKeeperOptions<Window>,
): WindowKeeper<Window> {
  let window: Window | null = null;
  let ready = false;
  let firstRoute: string | null = null;
  let restarting = false;
  let restartClosed: ((closed: boolean) => void) | null = null;

  const rememberedState = () => {
    try {
      return restoreWindowState(options.readFile(options.stateFile()), options.workAreas());
    } catch (error) {
      options.warn(`The window's size and position were not read: ${String(error)}`);
      return null;
    }
  };

  const create = (route: string) => {
    const saved = rememberedState();
    const created = options.create({ ...options.options, ...saved?.bounds });
    created.once('ready-to-show', () => {
      // Maximising a hidden window shows it at once on some systems, before its page is painted.
      if (saved?.maximized) created.maximize();
      created.show();
    });
    // Remembered as staff left it; the normal bounds, so a maximised window restores to them.
    created.on('close', () => {
      try {
        options.writeFile(
          options.stateFile(),
          serialiseWindowState({ bounds: created.getNormalBounds(), maximized: created.isMaximized() }),
        );
      } catch (error) {
        options.warn(`The window's size and position were not saved: ${String(error)}`);
      }
    });
    askBeforeLosingEdits(created.webContents, {
      ask: (question) => options.ask(created, question),
      stayed: () => {
        if (!restartClosed) return;
        restarting = false;
        restartClosed(false);
        restartClosed = null;
      },
    });
    created.webContents.on('did-navigate', options.pageGone);
    created.webContents.on('render-process-gone', options.pageGone);
    created.on('closed', () => {
      window = null;
      options.pageGone();
      restartClosed?.(true);
      restartClosed = null;
    });
    window = created;
    options.load(created, route);
  };

  const bringToFront = (target: Window) => {
    if (target.isMinimized()) target.restore();
    target.focus();
  };

  return {
    current: () => window,
    start() {
      ready = true;
      create(firstRoute ?? '/');
    },
    activate() {
      // The start page, never the link that opened the first window: a used /verify link is not replayed.
      if (ready && !window) create('/');
    },
    show(target, route) {
      bringToFront(target);
      options.load(target, route);
    },
    openWithoutWindow(route) {
      if (ready) create(route);
      else firstRoute = route;
    },
    bringToFront() {
      if (window) bringToFront(window);
    },
    closeForRestart() {
      const target = window;
      if (!target) return Promise.resolve(true);
      restarting = true;
      return new Promise((resolve) => {
        restartClosed = resolve;
        target.close();
      });
    },
    get restarting() {
      return restarting;
    },
  };
}
