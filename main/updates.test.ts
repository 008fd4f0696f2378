import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUpdater } from '../tests/desktop/fakeUpdater.ts';
import {
  createSaveTracker,
  SAVE_WAIT_LIMIT_MS,
  startUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateMode,
  updateModeOf,
} from './updates.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer = true, mode: UpdateMode = 'replace-itself') {
  const { updater, emit } = fakeUpdater();
  const saves = createSaveTracker();
  const offerRestart = vi.fn(async (_version: string) => answer);
  const offerDownload = vi.fn(async (_version: string) => answer);
  const openDownloadPage = vi.fn();
  // Staff leave (or have no unsaved edits) unless a test says they stay.
  const closeWindow = vi.fn(async () => true);
  const warn = vi.fn();
  const updates = startUpdates({
    updater,
    mode,
    saves,
    offerRestart,
    closeWindow,
    offerDownload,
    openDownloadPage,
    warn,
  });
  return { updater, emit, saves, offerRestart, offerDownload, openDownloadPage, closeWindow, warn, updates };
}

describe('automatic updates where the app replaces itself (AppImage, Windows installer, macOS zip)', () => {
  it('downloads in the background and installs on quit in any case', () => {
    const { updater, updates } = start();
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    updates.stop();
  });

  it('checks when the app starts, then every four hours', async () => {
    const { updater, updates } = start();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4);
    updates.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4);
  });

  it('runs one check at a time, and a failed check is logged, not thrown', async () => {
    const { updater, warn, updates } = start();
    let finish: (value: unknown) => void = () => {};
    vi.mocked(updater.checkForUpdates).mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    const slow = updates.check();
    void updates.check();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    finish(null);
    await slow;
    vi.mocked(updater.checkForUpdates).mockRejectedValueOnce(new Error('offline'));
    await updates.check();
    expect(warn).toHaveBeenCalledWith('The update check failed: offline');
    updates.stop();
  });

  it('offers a restart once the update is downloaded, once per version, and restarts into it', async () => {
    const { updater, emit, offerRestart, updates } = start(true);
    emit('update-downloaded', { version: '1.5.0' });
    emit('update-downloaded', { version: '1.5.0' });
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true));
    expect(offerRestart).toHaveBeenCalledExactlyOnceWith('1.5.0');
    updates.stop();
  });

  it('staff may say later: nothing restarts (the update installs when they quit)', async () => {
    const { updater, emit, offerRestart, updates } = start(false);
    emit('update-downloaded', { version: '1.5.0' });
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(1000);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    updates.stop();
  });

  it('never interrupts a save: the restart waits until the renderer reports the save done', async () => {
    const { updater, emit, saves, offerRestart, updates } = start(true);
    saves.report(true);
    emit('update-downloaded', { version: '1.5.0' });
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    saves.report(false);
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledTimes(1));
    updates.stop();
  });

  it('logs the updater’s own errors', () => {
    const { emit, warn, updates } = start();
    emit('error', new Error('the feed answered 404'));
    expect(warn).toHaveBeenCalledWith('The update check failed: the feed answered 404');
    updates.stop();
  });

  it('closes the window as staff would before installing, so unsaved edits are asked about first', async () => {
    const { updater, emit, closeWindow, updates } = start(true);
    vi.mocked(updater.quitAndInstall).mockImplementation(() => {
      expect(closeWindow).toHaveBeenCalled();
    });
    emit('update-downloaded', { version: '1.5.0' });
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledTimes(1));
    updates.stop();
  });

  it('staff who choose to stay with their edits are not restarted (the update installs when they quit)', async () => {
    const { updater, emit, closeWindow, updates } = start(true);
    closeWindow.mockResolvedValue(false);
    emit('update-downloaded', { version: '1.5.0' });
    await vi.waitFor(() => expect(closeWindow).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(1000);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(updater.autoInstallOnAppQuit).toBe(true);
    updates.stop();
  });

  it('does not wait forever for a save whose end was never reported', async () => {
    const { updater, emit, saves, closeWindow, updates } = start(true);
    saves.report(true);
    emit('update-downloaded', { version: '1.5.0' });
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_LIMIT_MS - 1);
    expect(closeWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledTimes(1));
    updates.stop();
  });
});

describe('updates of a deb or rpm install: the package manager’s, never installed as root', () => {
  it('downloads nothing and installs nothing, on quit or otherwise', async () => {
    const { updater, emit, offerRestart, updates } = start(true, 'package-manager');
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    emit('update-available', { version: '1.5.0' });
    emit('update-downloaded', { version: '1.5.0' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(offerRestart).not.toHaveBeenCalled();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    updates.stop();
  });

  it('says a new version is out, once per version, and opens its download page when asked', async () => {
    const { emit, offerDownload, openDownloadPage, updates } = start(true, 'package-manager');
    emit('update-available', { version: '1.5.0' });
    emit('update-available', { version: '1.5.0' });
    await vi.waitFor(() => expect(openDownloadPage).toHaveBeenCalledTimes(1));
    expect(offerDownload).toHaveBeenCalledExactlyOnceWith('1.5.0');
    updates.stop();
  });

  it('opens nothing when staff say later', async () => {
    const { emit, offerDownload, openDownloadPage, updates } = start(false, 'package-manager');
    emit('update-available', { version: '1.5.0' });
    await vi.waitFor(() => expect(offerDownload).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(1000);
    expect(openDownloadPage).not.toHaveBeenCalled();
    updates.stop();
  });
});

describe('how an installation is updated', () => {
  it('an AppImage, the Windows installer’s app and the macOS app replace themselves', () => {
    expect(updateModeOf('linux', { APPIMAGE: '/home/staff/Applications/Lucy-1.4.0.AppImage' })).toBe(
      'replace-itself',
    );
    expect(updateModeOf('win32', {})).toBe('replace-itself');
    expect(updateModeOf('darwin', {})).toBe('replace-itself');
  });

  it('any other Linux install (deb, rpm, a folder) belongs to the package manager', () => {
    expect(updateModeOf('linux', {})).toBe('package-manager');
  });
});
