/**
 * Automatic updates with electron-updater, written against the few members of its `autoUpdater` this uses, so
 * the flow is tested under Node with the updater mocked. The feed is the one the build was made with
 * (main/release.ts); electron-builder writes it into the packaged app (app-update.yml).
 *
 * - checks when the app starts and every few hours, one check at a time;
 * - where the app can replace itself (AppImage, the Windows installer, the macOS zip): downloads in the
 *   background and installs on the next quit in any case; once downloaded, offers a restart, once per version;
 * - where a package manager installed it (deb, rpm): never downloads nor installs, which would need root;
 *   says a new version is out and opens its download page;
 * - a restart never interrupts a save, nor drops unsaved edits: it waits for the save (not forever) and then
 *   closes the window as staff would, which asks Leave / Stay when there are unsaved edits.
 */

/** How often a running app looks for an update. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;
/**
 * The longest a restart waits for a save the renderer reported. Far longer than a save takes (each call has
 * a 10 s limit); a save still "under way" after it is a report lost with its page (a crashed renderer).
 */
export const SAVE_WAIT_LIMIT_MS = 2 * 60 * 1000;

export interface UpdateInfo {
  version: string;
}

/** The part of electron-updater's `autoUpdater` the app uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-available' | 'update-downloaded', listener: (info: UpdateInfo) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Whether the renderer is saving something, told over IPC; restarts wait for it. */
export interface SaveTracker {
  /** Called with the renderer's report; `false` also when the page reloads or its renderer is gone. */
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

/** How this installation is updated. */
export type UpdateMode = 'replace-itself' | 'package-manager';

/**
 * An AppImage (its runtime sets APPIMAGE), the Windows installer's app and the macOS app replace themselves,
 * as the person who runs them. A deb, an rpm or any other Linux install belongs to the package manager:
 * electron-updater would install those with pkexec or sudo on quit, as root.
 */
export function updateModeOf(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): UpdateMode {
  if (platform !== 'linux') return 'replace-itself';
  return env.APPIMAGE ? 'replace-itself' : 'package-manager';
}

export interface UpdateOptions {
  updater: Updater;
  mode: UpdateMode;
  saves: SaveTracker;
  /** Asks staff whether to restart now to install `version`; true for now, false for later. */
  offerRestart(version: string): Promise<boolean>;
  /** Closes the app window as staff would; false when they chose to stay with unsaved edits. */
  closeWindow(): Promise<boolean>;
  /** Tells staff `version` is out (package-manager installs); true when they want its download page. */
  offerDownload(version: string): Promise<boolean>;
  openDownloadPage(): void;
  warn(message: string): void;
  /** Default: every UPDATE_CHECK_INTERVAL_MS. */
  intervalMs?: number;
}

export interface RunningUpdates {
  /** Looks for an update now, unless a check is under way. */
  check(): Promise<void>;
  stop(): void;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The save under way, or SAVE_WAIT_LIMIT_MS, whichever ends first. */
function saveOrLimit(saves: SaveTracker): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SAVE_WAIT_LIMIT_MS);
  });
  return Promise.race([saves.whenIdle(), limit]).finally(() => clearTimeout(timer));
}

export function startUpdates(options: UpdateOptions): RunningUpdates {
  const { updater } = options;
  const replaceItself = options.mode === 'replace-itself';
  updater.autoDownload = replaceItself;
  updater.autoInstallOnAppQuit = replaceItself;
  const offered = new Set<string>();
  let checking: Promise<void> | null = null;

  /** Asks once per version, whatever the updater reports again. */
  const onceFor = (version: string, ask: () => Promise<void>) => {
    if (offered.has(version)) return;
    offered.add(version);
    ask().catch((error: unknown) => options.warn(`The update to ${version} failed: ${reason(error)}`));
  };

  updater.on('error', (error) => options.warn(`The update check failed: ${error.message}`));
  if (replaceItself) {
    updater.on('update-downloaded', ({ version }) =>
      onceFor(version, async () => {
        if (!(await options.offerRestart(version))) return;
        await saveOrLimit(options.saves);
        // Staff who stay with their edits get the update when they next quit.
        if (!(await options.closeWindow())) return;
        updater.quitAndInstall(false, true);
      }),
    );
  } else {
    updater.on('update-available', ({ version }) =>
      onceFor(version, async () => {
        if (await options.offerDownload(version)) options.openDownloadPage();
      }),
    );
  }

  const check = (): Promise<void> => {
    checking ??= updater
      .checkForUpdates()
      .then(() => undefined)
      .catch((error: unknown) => options.warn(`The update check failed: ${reason(error)}`))
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  return { check, stop: () => clearInterval(timer) };
}
