import type { StartOptions } from '../../main/desktopElectron.ts';
import type { IpcSender } from '../../main/ipc.ts';
import { startDesktopApp } from '../../main/lifecycle.ts';
import { createTokenVault } from '../../main/tokenVault.ts';
import { createFakeElectron } from './fakeElectron.ts';
import { memoryKeychain } from './memoryKeychain.ts';

/** The app window's main frame, as the IPC sender check sees it. */
export const appFrame: IpcSender = { senderFrame: { url: 'app://lucy/', parent: null } };

/** A build made with an update feed, as the release pipeline makes them (main/release.ts). */
export const publishedRelease = {
  updateFeed: 'https://downloads.lucy-receptionist.com/desktop/',
  downloadPage: 'https://lucy-receptionist.com/download',
};

/**
 * Starts the main process against the fake Electron, an in-memory keychain and an in-memory profile folder,
 * as a Linux development run unless the test says otherwise.
 */
export function startApp(
  overrides: Partial<StartOptions> = {},
  configure?: (fake: ReturnType<typeof createFakeElectron>) => void,
) {
  const fake = createFakeElectron();
  configure?.(fake);
  const keychain = memoryKeychain();
  const vaultServices: string[] = [];
  const warnings: string[] = [];
  const files = new Map<string, string>();
  startDesktopApp(fake.electron, {
    argv: ['/opt/Lucy/lucy'],
    env: {},
    platform: 'linux',
    mainDirectory: '/opt/Lucy/resources/app.asar/out/main',
    release: { updateFeed: null, downloadPage: null },
    openVault: (service) => {
      vaultServices.push(service);
      return createTokenVault(service, keychain.open);
    },
    warn: (message) => warnings.push(message),
    readFile: (path) => files.get(path) ?? null,
    writeFile: (path, text) => files.set(path, text),
    ...overrides,
  });
  const window = () => {
    const open = fake.windows.filter((each) => !each.closed);
    const [only, ...others] = open;
    if (!only || others.length > 0) throw new Error(`expected one open window, found ${open.length}`);
    return only;
  };
  return { ...fake, keychain, vaultServices, warnings, files, window };
}
