import { describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../api/testing/fakes.ts';
import { memoryStorage } from '../session/testing/memoryStorage.ts';
import type { SealedTokens } from './webTokenCipher.ts';
import {
  ACCESS_TOKEN_KEY,
  createEncryptedTokenStore,
  REFRESH_TOKEN_KEY,
  type SealedTokenRecord,
} from './webTokenStore.ts';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

const tokens = {
  access_token: unsignedJwt({ iss: 'https://identity.example', org_id: 'o', region: 'au', sub: 'u' }),
  refresh_token: 'rt_secret-refresh-token',
};
const renewed = { access_token: `${tokens.access_token}x`, refresh_token: 'rt_renewed' };

/** The consistent record every tab of a browser shares (IndexedDB in the app). */
function memoryRecord(): SealedTokenRecord & { value: SealedTokens | null | undefined } {
  return {
    value: undefined,
    async read() {
      return this.value;
    },
    async write(sealed) {
      this.value = sealed;
    },
  };
}

/** A store as one tab sees it: its own copy of localStorage, the shared record and key. */
function tab(record = memoryRecord(), key = newKey(), storage = memoryStorage()) {
  return { storage, record, store: createEncryptedTokenStore(storage, () => key, record) };
}

describe('SPEC §4 tokens in browser storage', () => {
  it('are stored encrypted under identity_access_token and identity_refresh_token', async () => {
    const { storage, record, store } = tab();
    await store.set(tokens);
    expect([...storage.entries.keys()].sort()).toEqual([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY].sort());
    expect(ACCESS_TOKEN_KEY).toBe('identity_access_token');
    expect(REFRESH_TOKEN_KEY).toBe('identity_refresh_token');
    for (const stored of [...storage.entries.values(), record.value?.access, record.value?.refresh]) {
      expect(stored).toBeTruthy();
      expect(stored).not.toContain(tokens.refresh_token);
      expect(stored).not.toContain(tokens.access_token.split('.')[1]);
    }
  });

  it('read back with the same key, also by a new store (a reload)', async () => {
    const { storage, record, store } = tab();
    const key = newKey();
    await createEncryptedTokenStore(storage, () => key, record).set(tokens);
    expect(await createEncryptedTokenStore(storage, () => key, record).get()).toEqual(tokens);
    expect(await store.get()).toBeNull();
  });

  it('are absent when the key is another (storage copied elsewhere)', async () => {
    const { storage, record, store } = tab();
    await store.set(tokens);
    expect(await tab(record, newKey(), storage).store.get()).toBeNull();
  });

  it('cannot be swapped between the two slots', async () => {
    const { record, store } = tab();
    await store.set(tokens);
    const sealed = record.value as SealedTokens;
    record.value = { access: sealed.refresh, refresh: sealed.access };
    expect(await store.get()).toBeNull();
  });

  it('are absent when one of them is missing or tampered with', async () => {
    const { storage, record, store } = tab();
    await store.set(tokens);
    record.value = { ...(record.value as SealedTokens), refresh: 'not.encrypted' };
    expect(await store.get()).toBeNull();
    await store.set(tokens);
    storage.removeItem(REFRESH_TOKEN_KEY);
    expect(await store.get()).toBeNull();
  });

  it('logout clears both copies', async () => {
    const { storage, record, store } = tab();
    await store.set(tokens);
    await store.clear();
    expect(storage.entries.size).toBe(0);
    expect(record.value).toBeNull();
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

describe('every tab reads what another tab last wrote', () => {
  // In Chromium each tab reads its own copy of localStorage and hears of other tabs' writes a little later; the
  // two tabs below hold separate copies to stand for that delay.
  async function twoTabs() {
    const record = memoryRecord();
    const key = newKey();
    const first = tab(record, key);
    await first.store.set(tokens);
    const second = tab(record, key, memoryStorage());
    for (const [name, value] of first.storage.entries) second.storage.setItem(name, value);
    return { first, second };
  }

  it('a tab whose localStorage copy has not caught up reads the pair another tab just renewed', async () => {
    const { first, second } = await twoTabs();
    await first.store.set(renewed);
    expect(await second.store.get()).toEqual(renewed);
  });

  it('a tab that still sees tokens in its copy after another tab signed out is signed out too', async () => {
    const { first, second } = await twoTabs();
    await first.store.clear();
    expect(second.storage.entries.size).toBe(2);
    expect(await second.store.get()).toBeNull();
  });
});
