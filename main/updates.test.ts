import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSaveTracker,
  startUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateInfo,
  type Updater,
} from './updates.ts';

/** electron-updater's autoUpdater, as far as the app uses it: checks counted, events fired by the test. */
function fakeUpdater() {
  const listeners = new Map<string, (value: UpdateInfo | Error) => void>();
  const updater: Updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    quitAndInstall: vi.fn(),
    on(event: string, listener: (value: never) => void) {
      listeners.set(event, listener as (value: UpdateInfo | Error) => void);
      return updater;
    },
  };
  const emit = (event: 'update-downloaded' | 'error', value: UpdateInfo | Error) =>
    listeners.get(event)?.(value);
  return { updater, emit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer = true) {
  const { updater, emit } = fakeUpdater();
  const saves = createSaveTracker();
  const offerRestart = vi.fn(async (_version: string) => answer);
  const warn = vi.fn();
  const updates = startUpdates({ updater, saves, offerRestart, warn });
  return { updater, emit, saves, offerRestart, warn, updates };
}

describe('automatic updates (issue 14)', () => {
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
});
