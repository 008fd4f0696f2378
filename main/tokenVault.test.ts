import { describe, expect, it } from 'vitest';
import { memoryKeychain } from '../tests/desktop/memoryKeychain.ts';
import { createTokenVault, KeychainError } from './tokenVault.ts';

const SERVICE = 'Lucy Receptionist (test)';
const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

describe('the token vault keeps the session in the keychain', () => {
  it('stores each token as its own item named like the web storage keys (SPEC §4)', async () => {
    const keychain = memoryKeychain();
    await createTokenVault(SERVICE, keychain.open).set(tokens);
    expect(Object.fromEntries(keychain.items)).toEqual({
      'Lucy Receptionist (test) / identity_access_token': 'access-1',
      'Lucy Receptionist (test) / identity_refresh_token': 'refresh-1',
    });
  });

  it('reads back what it stored, across vault instances (an app restart)', async () => {
    const keychain = memoryKeychain();
    await createTokenVault(SERVICE, keychain.open).set(tokens);
    expect(await createTokenVault(SERVICE, keychain.open).get()).toEqual(tokens);
  });

  it('keeps environments apart by service name', async () => {
    const keychain = memoryKeychain();
    await createTokenVault('Lucy Receptionist (production)', keychain.open).set(tokens);
    expect(await createTokenVault('Lucy Receptionist (local)', keychain.open).get()).toBeNull();
  });

  it('clears both tokens (SPEC §4: logout clears both)', async () => {
    const keychain = memoryKeychain();
    const vault = createTokenVault(SERVICE, keychain.open);
    await vault.set(tokens);
    await vault.clear();
    expect(await vault.get()).toBeNull();
    expect(keychain.items.size).toBe(0);
    await expect(vault.clear()).resolves.toBeUndefined();
  });

  it('treats a half-written pair as no session and removes the orphan', async () => {
    const keychain = memoryKeychain();
    keychain.items.set(`${SERVICE} / identity_access_token`, 'orphan');
    expect(await createTokenVault(SERVICE, keychain.open).get()).toBeNull();
    expect(keychain.items.size).toBe(0);
  });

  it('rolls back when the second token cannot be written', async () => {
    const keychain = memoryKeychain();
    const vault = createTokenVault(SERVICE, keychain.open);
    await vault.set(tokens);
    keychain.failures.writeAccount = 'identity_refresh_token';
    await expect(vault.set({ access_token: 'access-2', refresh_token: 'refresh-2' })).rejects.toThrow(
      'The tokens could not be saved in the keychain: The keychain refused the item',
    );
    expect(keychain.items.size).toBe(0);
  });

  it('reports an unreadable keychain as a KeychainError', async () => {
    const keychain = memoryKeychain();
    keychain.failures.read = true;
    const failure = createTokenVault(SERVICE, keychain.open).get();
    await expect(failure).rejects.toBeInstanceOf(KeychainError);
    await expect(failure).rejects.toThrow('The keychain could not be read: The keychain is locked');
  });

  it('runs operations in the order they were asked for, so a logout racing a refresh wins when last', async () => {
    const keychain = memoryKeychain();
    const vault = createTokenVault(SERVICE, keychain.open);
    await vault.set(tokens);
    const refresh = vault.set({ access_token: 'access-2', refresh_token: 'refresh-2' });
    const logout = vault.clear();
    await Promise.all([refresh, logout]);
    expect(keychain.items.size).toBe(0);
  });

  it('keeps working after a failed operation', async () => {
    const keychain = memoryKeychain();
    const vault = createTokenVault(SERVICE, keychain.open);
    keychain.failures.write = true;
    await expect(vault.set(tokens)).rejects.toThrow(KeychainError);
    keychain.failures.write = false;
    await vault.set(tokens);
    expect(await vault.get()).toEqual(tokens);
  });
});
