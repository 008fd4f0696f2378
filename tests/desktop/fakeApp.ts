import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { DesktopApp } from '../../main/desktopElectron.ts';
import type { PolicySession } from '../../main/sessionPolicy.ts';

/**
 * Stand-ins for Electron's app (its start-up steps, paths and readiness) and its default session (the
 * permission and header policy): they record what the main process asked for and let a test say when
 * Electron is ready.
 */

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
