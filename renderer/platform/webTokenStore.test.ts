import { describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../api/testing/fakes.ts';
import { memoryStorage } from '../session/testing/memoryStorage.ts';
import { ACCESS_TOKEN_KEY, createEncryptedTokenStore, REFRESH_TOKEN_KEY } from './webTokenStore.ts';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

const tokens = {
  access_token: unsignedJwt({ iss: 'https://identity.example', org_id: 'o', region: 'au', sub: 'u' }),
  refresh_token: 'rt_secret-refresh-token',
};

describe('SPEC §4 tokens in browser storage', () => {
  it('are stored encrypted under identity_access_token and identity_refresh_token', async () => {
    const storage = memoryStorage();
    const key = newKey();
    await createEncryptedTokenStore(storage, () => key).set(tokens);
    expect([...storage.entries.keys()].sort()).toEqual([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY].sort());
    expect(ACCESS_TOKEN_KEY).toBe('identity_access_token');
    expect(REFRESH_TOKEN_KEY).toBe('identity_refresh_token');
    for (const stored of storage.entries.values()) {
      expect(stored).not.toContain(tokens.refresh_token);
      expect(stored).not.toContain(tokens.access_token.split('.')[1]);
    }
  });

  it('read back with the same key, also by a new store (a reload)', async () => {
    const storage = memoryStorage();
    const key = newKey();
    await createEncryptedTokenStore(storage, () => key).set(tokens);
    expect(await createEncryptedTokenStore(storage, () => key).get()).toEqual(tokens);
  });

  it('are absent when the key is another (storage copied elsewhere)', async () => {
    const storage = memoryStorage();
    await createEncryptedTokenStore(storage, newKey).set(tokens);
    expect(await createEncryptedTokenStore(storage, newKey).get()).toBeNull();
  });

  it('cannot be swapped between the two slots', async () => {
    const storage = memoryStorage();
    const key = newKey();
    const store = createEncryptedTokenStore(storage, () => key);
    await store.set(tokens);
    const access = storage.getItem(ACCESS_TOKEN_KEY) ?? '';
    storage.setItem(ACCESS_TOKEN_KEY, storage.getItem(REFRESH_TOKEN_KEY) ?? '');
    storage.setItem(REFRESH_TOKEN_KEY, access);
    expect(await store.get()).toBeNull();
  });

  it('are absent when one of them is missing or tampered with', async () => {
    const storage = memoryStorage();
    const key = newKey();
    const store = createEncryptedTokenStore(storage, () => key);
    await store.set(tokens);
    storage.setItem(REFRESH_TOKEN_KEY, 'not.encrypted');
    expect(await store.get()).toBeNull();
    storage.removeItem(REFRESH_TOKEN_KEY);
    expect(await store.get()).toBeNull();
  });

  it('logout clears both', async () => {
    const storage = memoryStorage();
    const store = createEncryptedTokenStore(storage, newKey);
    await store.set(tokens);
    await store.clear();
    expect(storage.entries.size).toBe(0);
    expect(await store.get()).toBeNull();
  });

  it('still work for the page’s lifetime when the key cannot be kept', async () => {
    const storage = memoryStorage();
    const store = createEncryptedTokenStore(storage, () => Promise.reject(new Error('no IndexedDB')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.set(tokens);
    expect(await store.get()).toEqual(tokens);
    expect(warn).toHaveBeenCalledOnce();
  });
});
