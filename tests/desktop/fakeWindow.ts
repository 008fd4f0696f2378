import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import { vi } from 'vitest';
import type { AppWindow } from '../../main/appWindow.ts';
import type { GuardedContents, NavigationEvent } from '../../main/navigation.ts';
import type { WindowBounds } from '../../main/windowState.ts';

/**
 * Stand-ins for Electron's BrowserWindow and its page (webContents): they record what the main process did
 * to them and let a test play the part of staff and the page (an unload, a navigation, a crash).
 */

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
