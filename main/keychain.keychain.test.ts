import { randomUUID } from 'node:crypto';
import { findCredentialsAsync } from '@napi-rs/keyring';
import { afterAll, describe, expect, it } from 'vitest';
import { openKeychainEntry } from './keychain.ts';
import { createTokenVault, TOKEN_ACCOUNTS } from './tokenVault.ts';

/**
 * The vault against a real Secret Service (gnome-keyring in a private D-Bus session, see
 * tests/desktop/with-keychain.sh). Each test uses its own service name and removes what it wrote.
 */
const services: string[] = [];
function service(environment: string): string {
  const name = `Lucy Receptionist (${environment} ${randomUUID()})`;
  services.push(name);
  return name;
}

/** What the keychain holds for a service, read through the library's search rather than the vault. */
async function itemsOf(name: string): Promise<Record<string, string>> {
  const credentials = await findCredentialsAsync(name);
  return Object.fromEntries(credentials.map(({ account, password }) => [account, password]));
}

afterAll(async () => {
  for (const name of services) await createTokenVault(name, openKeychainEntry).clear();
});

describe('the token vault in the OS keychain (Secret Service)', () => {
  const jwt = `eyJhbGciOiJSUzI1NiJ9.${'eyJzdWIiOiIxIiwib3JnX2lkIjoiMiJ9'.repeat(40)}.c2lnbmF0dXJl`;
  const tokens = { access_token: jwt, refresh_token: 'rt_9f8e7d6c5b4a' };

  it('stores both tokens as keychain items under the environment’s service', async () => {
    const name = service('production');
    await createTokenVault(name, openKeychainEntry).set(tokens);
    expect(await itemsOf(name)).toEqual({
      [TOKEN_ACCOUNTS.access_token]: tokens.access_token,
      [TOKEN_ACCOUNTS.refresh_token]: tokens.refresh_token,
    });
  });

  it('reads them back in a new vault, as after an app restart', async () => {
    const name = service('production');
    await createTokenVault(name, openKeychainEntry).set(tokens);
    expect(await createTokenVault(name, openKeychainEntry).get()).toEqual(tokens);
  });

  it('replaces the tokens on refresh', async () => {
    const name = service('production');
    const vault = createTokenVault(name, openKeychainEntry);
    await vault.set(tokens);
    await vault.set({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(await vault.get()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(Object.keys(await itemsOf(name))).toHaveLength(2);
  });

  it('clears both items, and clearing again is harmless', async () => {
    const name = service('production');
    const vault = createTokenVault(name, openKeychainEntry);
    await vault.set(tokens);
    await vault.clear();
    expect(await itemsOf(name)).toEqual({});
    expect(await vault.get()).toBeNull();
    await expect(vault.clear()).resolves.toBeUndefined();
  });

  it('keeps one environment’s session out of another’s', async () => {
    const production = service('production');
    const local = service('local');
    await createTokenVault(production, openKeychainEntry).set(tokens);
    expect(await createTokenVault(local, openKeychainEntry).get()).toBeNull();
    await createTokenVault(local, openKeychainEntry).clear();
    expect(await createTokenVault(production, openKeychainEntry).get()).toEqual(tokens);
  });

  it('reads nothing where nothing was stored', async () => {
    expect(await createTokenVault(service('dev'), openKeychainEntry).get()).toBeNull();
  });
});
