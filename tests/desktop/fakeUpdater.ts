import { vi } from 'vitest';
import type { UpdateInfo, Updater } from '../../main/updates.ts';

/** electron-updater's autoUpdater, as far as the app uses it: checks counted, events fired by the test. */
export function fakeUpdater() {
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
  const emit = (event: 'update-available' | 'update-downloaded' | 'error', value: UpdateInfo | Error) =>
    listeners.get(event)?.(value);
  return { updater, emit };
}
