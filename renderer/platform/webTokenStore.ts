import type { TokenStore, Tokens } from './types.ts';

/** SPEC §4: the storage keys of the two tokens. */
export const ACCESS_TOKEN_KEY = 'identity_access_token';
export const REFRESH_TOKEN_KEY = 'identity_refresh_token';

const DATABASE = 'lucy-keys';
const STORE = 'keys';
const KEY_ID = 'token-key';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

async function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

/**
 * A non-extractable AES-GCM key kept in IndexedDB: script can use it to encrypt and decrypt, but nobody can
 * read the key material out, so a copy of browser storage alone does not reveal the tokens.
 */
async function loadOrCreateKey(): Promise<CryptoKey> {
  const database = await openDatabase();
  try {
    const existing = await request<CryptoKey | undefined>(
      database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID),
    );
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await request(database.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    database.close();
  }
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

async function encrypt(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain));
  return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

async function decrypt(key: CryptoKey, stored: string): Promise<string | null> {
  const [iv, cipher] = stored.split('.');
  if (!iv || !cipher) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      key,
      fromBase64(cipher),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** SPEC §4: tokens are stored encrypted in browser storage under identity_access_token and identity_refresh_token. */
export function createEncryptedTokenStore(storage: Storage = window.localStorage): TokenStore {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () => {
    key ??= loadOrCreateKey();
    return key;
  };
  return {
    async get() {
      const access = storage.getItem(ACCESS_TOKEN_KEY);
      const refresh = storage.getItem(REFRESH_TOKEN_KEY);
      if (!access || !refresh) return null;
      const cryptoKey = await getKey();
      const [access_token, refresh_token] = await Promise.all([
        decrypt(cryptoKey, access),
        decrypt(cryptoKey, refresh),
      ]);
      return access_token && refresh_token ? { access_token, refresh_token } : null;
    },
    async set(tokens: Tokens) {
      const cryptoKey = await getKey();
      const [access, refresh] = await Promise.all([
        encrypt(cryptoKey, tokens.access_token),
        encrypt(cryptoKey, tokens.refresh_token),
      ]);
      storage.setItem(ACCESS_TOKEN_KEY, access);
      storage.setItem(REFRESH_TOKEN_KEY, refresh);
    },
    async clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
