/**
 * Automatic updates (issue 14) with electron-updater, written against the few members of its `autoUpdater`
 * this uses, so the flow is tested under Node with the updater mocked. The feed is the `publish` entry of
 * electron-builder.config.ts, which electron-builder writes into the packaged app (app-update.yml).
 *
 * - checks when the app starts and every few hours, one check at a time;
 * - downloads in the background (the updater's autoDownload) and installs on the next quit in any case;
 * - once downloaded, offers a restart, once per version; staff may say later;
 * - never interrupts a save: a restart waits until the renderer reports no save under way.
 */

/** How often a running app looks for an update. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export interface UpdateInfo {
  version: string;
}

/** The part of electron-updater's `autoUpdater` the app uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: UpdateInfo) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Whether the renderer is saving something, told over IPC; restarts wait for it. */
export interface SaveTracker {
  /** Called with the renderer's report. */
  report(saving: boolean): void;
  readonly saving: boolean;
  /** Resolves once no save is under way (at once if none is). */
  whenIdle(): Promise<void>;
}

export function createSaveTracker(): SaveTracker {
  let saving = false;
  let waiting: (() => void)[] = [];
  return {
    report(now) {
      saving = now;
      if (saving) return;
      const resolve = waiting;
      waiting = [];
      for (const done of resolve) done();
    },
    get saving() {
      return saving;
    },
    whenIdle() {
      return saving ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
    },
  };
}

export interface UpdateOptions {
  updater: Updater;
  saves: SaveTracker;
  /** Asks staff whether to restart now to install `version`; true for now, false for later. */
  offerRestart(version: string): Promise<boolean>;
  warn(message: string): void;
  /** Default: every UPDATE_CHECK_INTERVAL_MS. */
  intervalMs?: number;
}

export interface RunningUpdates {
  /** Looks for an update now, unless a check is under way. */
  check(): Promise<void>;
  stop(): void;
}

export function startUpdates(options: UpdateOptions): RunningUpdates {
  const { updater } = options;
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  const offered = new Set<string>();
  let checking: Promise<void> | null = null;

  updater.on('error', (error) => options.warn(`The update check failed: ${error.message}`));
  updater.on('update-downloaded', ({ version }) => {
    if (offered.has(version)) return;
    offered.add(version);
    void options
      .offerRestart(version)
      .then(async (now) => {
        if (!now) return;
        await options.saves.whenIdle();
        updater.quitAndInstall(false, true);
      })
      .catch((error: unknown) => options.warn(`The restart for version ${version} failed: ${String(error)}`));
  });

  const check = (): Promise<void> => {
    checking ??= updater
      .checkForUpdates()
      .then(() => undefined)
      .catch((error: unknown) =>
        options.warn(`The update check failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  return { check, stop: () => clearInterval(timer) };
}
