import { describe, expect, it, vi } from 'vitest';
import { keychainEntries } from './keychain.ts';
import { keychainProblem } from './keychainAdvice.ts';
import { withSessionFallback } from './keychainFallback.ts';
import { createTokenVault } from './tokenVault.ts';

/**
 * The keychain failing at each step, as staff machines make it fail: the native binding missing, no Secret
 * Service to create an entry with, a locked keyring, a keyring without a default collection. The messages
 * are the ones @napi-rs/keyring gives (seen against gnome-keyring under tests/desktop/with-keychain.sh).
 */
type Step = 'create' | 'get' | 'set' | 'delete';

const SAID = {
  create:
    'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
  get: "Couldn't access platform storage: Secret Service: unlock prompt was dismissed",
  set: "Couldn't access platform storage: Secret Service: no result found",
  delete: "Couldn't access platform storage: Secret Service: unlock prompt was dismissed",
} as const;

function fakeBinding(failing: Set<Step>) {
  const items = new Map<string, number[]>();
  const created: string[] = [];
  const fail = (step: Step) => {
    if (failing.has(step)) throw Object.assign(new Error(SAID[step]), { code: 'GenericFailure' });
  };
  class AsyncEntry {
    readonly key: string;
    constructor(service: string, account: string, options: unknown) {
      expect(options).toEqual({ linux: { store: 'secret-service' } });
      fail('create');
      this.key = `${service} / ${account}`;
      created.push(this.key);
    }
    async getSecret() {
      fail('get');
      return items.get(this.key) ?? null;
    }
    async setSecret(secret: Uint8Array) {
      fail('set');
      items.set(this.key, [...secret]);
    }
    async deleteCredential() {
      fail('delete');
      return items.delete(this.key);
    }
  }
  return { items, created, load: vi.fn(async () => ({ AsyncEntry }) as never) };
}

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

function staffKeychain(failing: Step[] = [], load?: () => Promise<never>) {
  const steps = new Set(failing);
  const binding = fakeBinding(steps);
  const loadBinding = load ?? binding.load;
  const warnings: string[] = [];
  const session = withSessionFallback(
    createTokenVault('Lucy Receptionist (test)', keychainEntries(loadBinding)),
    {
      explain: (error) => keychainProblem('linux', error),
      warn: (message) => warnings.push(message),
    },
  );
  return { ...session, binding, steps, loadBinding, warnings };
}

describe('the keychain is used only when needed, and its failures never stop the app', () => {
  it('loads nothing and creates no entry until the session is first read', async () => {
    const keychain = staffKeychain();
    expect(keychain.binding.load).not.toHaveBeenCalled();
    expect(keychain.binding.created).toEqual([]);
    expect(await keychain.vault.get()).toBeNull();
    expect(keychain.binding.load).toHaveBeenCalledTimes(1);
    expect(keychain.binding.created).toHaveLength(2);
    expect(await keychain.status()).toEqual({ kept: true });
  });

  it('keeps the session in the keychain when it works', async () => {
    const keychain = staffKeychain();
    await keychain.vault.set(tokens);
    expect(keychain.binding.items.size).toBe(2);
    expect(await keychain.vault.get()).toEqual(tokens);
    expect(keychain.warnings).toEqual([]);
  });

  it('without its native module: signed in for this run, and told to reinstall', async () => {
    const load = vi.fn(async (): Promise<never> => {
      throw new Error("Cannot find module '@napi-rs/keyring-linux-x64-gnu'");
    });
    const keychain = staffKeychain([], load);
    expect(await keychain.vault.get()).toBeNull();
    await keychain.vault.set(tokens);
    expect(await keychain.vault.get()).toEqual(tokens);
    expect(await keychain.status()).toEqual({
      kept: false,
      problem: 'Part of Lucy that reaches the keychain is missing from this installation.',
      advice: 'Download Lucy again and reinstall it.',
      detail: expect.stringContaining(
        "Lucy's keychain module could not be loaded (Cannot find module '@napi-rs/keyring-linux-x64-gnu')",
      ),
    });
    // A missing file does not appear later: the module is not looked for again on every call.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a Secret Service (the entry cannot be created): signed in for this run, told to install a keyring', async () => {
    const keychain = staffKeychain(['create']);
    expect(await keychain.vault.get()).toBeNull();
    await keychain.vault.set(tokens);
    expect(await keychain.vault.get()).toEqual(tokens);
    expect(await keychain.status()).toMatchObject({
      kept: false,
      problem: 'No keyring (Secret Service) answers on this computer.',
      detail: expect.stringContaining('DBus error'),
    });
    expect(keychain.warnings[0]).toContain('lasts until Lucy quits');
  });

  it('finds a keyring started later: the next save goes to the keychain and the notice ends', async () => {
    const keychain = staffKeychain(['create']);
    await keychain.vault.set(tokens);
    expect((await keychain.status()).kept).toBe(false);
    keychain.steps.clear();
    await keychain.vault.set({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(keychain.binding.items.size).toBe(2);
    expect(await keychain.status()).toEqual({ kept: true });
  });

  it('with a locked keyring (reading fails): starts signed out and says to unlock it', async () => {
    const keychain = staffKeychain(['get']);
    expect(await keychain.status()).toMatchObject({ kept: false, problem: 'Your keyring is locked.' });
  });

  it('on a fresh keyring without a default collection (saving fails): signed in for this run, told to make one', async () => {
    const keychain = staffKeychain(['set']);
    expect(await keychain.vault.get()).toBeNull();
    await expect(keychain.vault.set(tokens)).resolves.toBeUndefined();
    expect(await keychain.vault.get()).toEqual(tokens);
    expect(await keychain.status()).toMatchObject({
      kept: false,
      problem: 'Your keyring has no default collection to keep passwords in.',
      detail: expect.stringContaining('no result found'),
    });
  });

  it('when removing fails: signed out all the same, and the old session is not read back in this run', async () => {
    const keychain = staffKeychain();
    await keychain.vault.set(tokens);
    keychain.steps.add('delete');
    await expect(keychain.vault.clear()).resolves.toBeUndefined();
    expect(await keychain.vault.get()).toBeNull();
    expect((await keychain.status()).kept).toBe(false);
  });

  it('a sign-out racing a save ends signed out, whatever the keychain does', async () => {
    const keychain = staffKeychain(['set']);
    const saving = keychain.vault.set(tokens);
    const signingOut = keychain.vault.clear();
    await Promise.all([saving, signingOut]);
    expect(await keychain.vault.get()).toBeNull();
  });
});

describe('the advice follows the operating system', () => {
  it('macOS and Windows name their own keychains', () => {
    expect(keychainProblem('darwin', new Error('User interaction is not allowed.'))).toMatchObject({
      problem: 'macOS did not let Lucy use your login keychain.',
      detail: 'User interaction is not allowed.',
    });
    expect(keychainProblem('win32', new Error('Platform failure'))).toMatchObject({
      problem: 'Windows Credential Manager did not keep your sign-in.',
    });
  });
});
