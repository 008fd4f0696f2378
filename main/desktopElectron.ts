import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { appSchemePrivileges } from './appProtocol.ts';
import type { AppWindow } from './appWindow.ts';
import type { UpdateQuestion } from './installedUpdates.ts';
import type { IpcRegistrar } from './ipc.ts';
import type { GuardedContents, PreventableEvent } from './navigation.ts';
import type { DesktopRelease } from './release.ts';
import type { PolicySession } from './sessionPolicy.ts';
import type { FetchFunction } from './signIn/identityTokens.ts';
import type { TokenVault } from './tokenVault.ts';
import type { LeaveQuestion } from './unsavedEdits.ts';
import type { Updater } from './updates.ts';
import type { WindowBounds } from './windowState.ts';

/**
 * What the main process takes from Electron and from its start (lifecycle.ts): index.ts hands in the real
 * ones, the desktop tests stand-ins, so the main process runs under Node without the Electron binary.
 */

export interface DesktopApp {
  readonly isPackaged: boolean;
  enableSandbox(): void;
  requestSingleInstanceLock(): boolean;
  setAppUserModelId(id: string): void;
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

/** `Window` is Electron's BrowserWindow in the app, a stand-in in tests. */
export interface DesktopElectron<Window extends AppWindow = AppWindow> {
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
    showMessageBox(options: UpdateQuestion): Promise<{ response: number }>;
    showMessageBoxSync(window: Window, options: LeaveQuestion): number;
  };
  createWindow(options: BrowserWindowConstructorOptions): Window;
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
  /** The update feed and download page the build was made with. */
  release: DesktopRelease;
  openVault(keychainService: string): TokenVault;
  /** Where the local environment's dev backend is: the address the renderer was built with. */
  localBackend?: string;
  /** A file of the profile folder, or null when there is none (the window's size and position). */
  readFile(path: string): string | null;
  writeFile(path: string, text: string): void;
  warn(message: string): void;
}
