import type { DesktopRelease } from './release.ts';
import { type SaveTracker, startUpdates, type Updater, updateModeOf } from './updates.ts';

/** A question about an update, as `dialog.showMessageBox` takes it. */
export interface UpdateQuestion {
  type: 'info';
  buttons: string[];
  defaultId: number;
  cancelId: number;
  message: string;
  detail: string;
}

/** What staff are asked when an update is ready (updates.ts decides when). */
function updateDialogs(dialog: { showMessageBox(question: UpdateQuestion): Promise<{ response: number }> }) {
  const firstButton = async (question: UpdateQuestion) =>
    (await dialog.showMessageBox(question)).response === 0;
  return {
    /** The app replaced itself in the background: restart into it now or at the next quit. */
    offerRestart: (version: string) =>
      firstButton({
        type: 'info',
        buttons: ['Restart now', 'Later'],
        defaultId: 0,
        cancelId: 1,
        message: `Lucy ${version} is ready to install`,
        detail:
          'Restart Lucy to start using it. If you choose Later, it is installed the next time you quit Lucy.',
      }),
    /** A package manager installed Lucy: the new version is downloaded and installed as this one was. */
    offerDownload: (version: string) =>
      firstButton({
        type: 'info',
        buttons: ['Open the download page', 'Later'],
        defaultId: 0,
        cancelId: 1,
        message: `Lucy ${version} is available`,
        detail:
          'This copy of Lucy was installed with a package (deb or rpm), so it does not update itself. Download the new version and install it the way you installed this one.',
      }),
  };
}

export interface InstalledUpdates {
  isPackaged: boolean;
  release: DesktopRelease;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  updater: Updater;
  dialog: Parameters<typeof updateDialogs>[0];
  openExternal(url: string): void;
  saves: SaveTracker;
  closeWindow(): Promise<boolean>;
  warn(message: string): void;
}

/**
 * Updates for an installed build made with a feed. A development run has none to update from; an installed
 * build made without one says so (in the log here, and in About).
 */
export function startInstalledUpdates(options: InstalledUpdates): void {
  if (!options.isPackaged) return;
  if (options.release.updateFeed === null) {
    options.warn('Updates are off: this build was made without an update feed (LUCY_UPDATE_FEED_URL).');
    return;
  }
  const { downloadPage } = options.release;
  const dialogs = updateDialogs(options.dialog);
  startUpdates({
    updater: options.updater,
    mode: updateModeOf(options.platform, options.env),
    saves: options.saves,
    offerRestart: dialogs.offerRestart,
    closeWindow: options.closeWindow,
    offerDownload: dialogs.offerDownload,
    openDownloadPage: () => {
      if (downloadPage) options.openExternal(downloadPage);
    },
    warn: options.warn,
  });
}
