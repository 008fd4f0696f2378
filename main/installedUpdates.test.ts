import { describe, expect, it, vi } from 'vitest';
import { publishedRelease, startApp } from '../tests/desktop/startApp.ts';

/** Updates as each kind of installation gets them, through the whole main process. */
function installed(overrides: Parameters<typeof startApp>[0]) {
  return startApp(overrides, (fake) => {
    fake.app.isPackaged = true;
  });
}

function about(app: ReturnType<typeof startApp>) {
  const help = app.menus[0]?.find((item) => item.role === 'help')?.submenu;
  if (!Array.isArray(help)) throw new Error('no Help menu');
  help
    .find((item) => item.label === 'About Lucy')
    ?.click?.(undefined as never, undefined, undefined as never);
  return app.app.aboutPanel;
}

describe('a deb or rpm install', () => {
  it('downloads nothing; it says a new version is out and opens the download page', async () => {
    const app = installed({ release: publishedRelease });
    await app.app.ready();
    expect(app.updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(app.updater.autoDownload).toBe(false);
    expect(app.updater.autoInstallOnAppQuit).toBe(false);
    app.updateAvailable('1.5.0');
    await vi.waitFor(() =>
      expect(app.messageBoxes).toEqual([
        { message: 'Lucy 1.5.0 is available', buttons: ['Open the download page', 'Later'] },
      ]),
    );
    await vi.waitFor(() => expect(app.openedExternally).toEqual(['https://lucy-receptionist.com/download']));
    app.updateDownloaded('1.5.0');
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.updater.quitAndInstall).not.toHaveBeenCalled();
  });
});

describe('an AppImage', () => {
  it('downloads in the background and installs on quit, as the person running it', async () => {
    const app = installed({
      release: publishedRelease,
      env: { APPIMAGE: '/home/staff/Lucy-1.4.0.AppImage' },
    });
    await app.app.ready();
    expect(app.updater.autoDownload).toBe(true);
    expect(app.updater.autoInstallOnAppQuit).toBe(true);
  });
});

describe('a build made without an update feed', () => {
  it('looks for no update and says updates are off, in the log and in About', async () => {
    const app = installed({ platform: 'win32' });
    await app.app.ready();
    expect(app.updater.checkForUpdates).not.toHaveBeenCalled();
    expect(app.warnings).toContain(
      'Updates are off: this build was made without an update feed (LUCY_UPDATE_FEED_URL).',
    );
    expect(about(app)).toMatchObject({ version: 'production, updates off' });
  });

  it('a build made with one says nothing of the kind', async () => {
    const app = installed({ platform: 'win32', release: publishedRelease });
    await app.app.ready();
    expect(about(app)).toMatchObject({ version: 'production' });
  });
});
