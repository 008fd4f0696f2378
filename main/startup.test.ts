import { describe, expect, it } from 'vitest';
import { channels } from '../bridge/api.ts';
import { appFrame, startApp } from '../tests/desktop/startApp.ts';
import { keychainEntries } from './keychain.ts';
import { createTokenVault } from './tokenVault.ts';

/**
 * Start-up never ends without a window: every failure before the first window either gets a window that
 * keeps working where it can, or a native dialog saying what happened and what to do, and the process ends.
 */
describe('a start-up failure is shown, never a process without a window', () => {
  it('an unknown environment: a dialog once Electron can show one (Linux prints it to stderr before), then exit', async () => {
    const app = startApp({ env: { LUCY_ENVIRONMENT: 'staging' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.errorBoxes).toEqual([]);
    await app.app.ready();
    expect(app.errorBoxes).toEqual([
      {
        title: 'Lucy cannot start',
        content: expect.stringMatching(
          /^Unknown Lucy environment "staging": choose one of production, qa, dev, local\n\nQuit Lucy and start it again\./,
        ),
      },
    ]);
    expect(app.app.exit).toHaveBeenCalledWith(1);
    expect(app.windows).toEqual([]);
    // Nothing else started: no lock held for a relaunch to run into, no scheme registered.
    expect(app.app.requestSingleInstanceLock).not.toHaveBeenCalled();
  });

  it('a development environment in an installed build: refused with a dialog', async () => {
    const app = startApp({ argv: ['/opt/Lucy/lucy', '--environment=local'] }, (fake) => {
      fake.app.isPackaged = true;
    });
    await app.app.ready();
    expect(app.errorBoxes[0]?.content).toContain(
      'This installed Lucy works with production only; the --environment=local flag is for development runs.',
    );
    expect(app.app.exit).toHaveBeenCalledWith(1);
    expect(app.windows).toEqual([]);
  });

  it('a failure while Electron gets ready: a dialog and exit, not a process waiting for nothing', async () => {
    const app = startApp({}, (fake) => {
      fake.electron.protocol.handle = () => {
        throw new Error('The app protocol could not be registered');
      };
    });
    await app.app.ready();
    expect(app.errorBoxes).toEqual([
      {
        title: 'Lucy cannot start',
        content: expect.stringContaining('The app protocol could not be registered'),
      },
    ]);
    expect(app.app.exit).toHaveBeenCalledWith(1);
  });

  it('a damaged window-state file: the window opens at its default size', async () => {
    const app = startApp({ readFile: () => '{"bounds": {"x": "left"' });
    await app.app.ready();
    expect(app.window().options).toMatchObject({ width: 1200, height: 820 });
    expect(app.errorBoxes).toEqual([]);
  });

  it('a window-state file that cannot be read at all: the window opens all the same', async () => {
    const app = startApp({
      readFile: () => {
        throw new Error('EACCES: permission denied');
      },
    });
    await app.app.ready();
    expect(app.window().options).toMatchObject({ width: 1200, height: 820 });
    expect(app.warnings).toEqual([
      "The window's size and position were not read: Error: EACCES: permission denied",
    ]);
  });
});

describe('a keychain that cannot keep the session: a window, signed in for this run, and a notice', () => {
  const noSecretService = async () => ({
    AsyncEntry: class {
      constructor() {
        throw new Error('Platform failure: DBus error: The name org.freedesktop.secrets was not provided');
      }
    },
  });

  it('opens the window without touching the keychain; the bridge keeps the session in memory and says why', async () => {
    const app = startApp({
      openVault: (service) => createTokenVault(service, keychainEntries(noSecretService as never)),
    });
    await app.app.ready();
    expect(app.window().webContents.loaded).toEqual(['app://lucy/']);
    const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
    expect(await app.ipcHandlers.get(channels.tokensGet)?.(appFrame)).toBeNull();
    await app.ipcHandlers.get(channels.tokensSet)?.(appFrame, tokens);
    // Kept in memory for this run; the window reads the access token only, as with the keychain.
    expect(await app.ipcHandlers.get(channels.tokensGet)?.(appFrame)).toEqual({ access_token: 'access-1' });
    expect(await app.ipcHandlers.get(channels.keychainStatus)?.(appFrame)).toEqual({
      kept: false,
      problem: 'No keyring (Secret Service) answers on this computer.',
      advice:
        'Install GNOME Keyring (or use KDE Wallet), sign out of your computer and back in, then start Lucy again.',
      detail: expect.stringContaining('org.freedesktop.secrets'),
    });
  });

  it('says the session is kept when the keychain works', async () => {
    const app = startApp();
    await app.app.ready();
    expect(await app.ipcHandlers.get(channels.keychainStatus)?.(appFrame)).toEqual({ kept: true });
  });
});
