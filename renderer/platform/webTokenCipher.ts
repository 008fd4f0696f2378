/**
 * The web token store's cryptography and its consistent record, loaded only when a token is read or written
 * (not on a signed-out visitor's first visit): a non-extractable AES-GCM key in IndexedDB, encryption bound to
 * a storage key, and the sealed pair kept beside the key.
 */
const DATABASE = 'lucy-keys';
const STORE = 'keys';
const KEY_ID = 'token-key';
const TOKENS_ID = 'tokens';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

/** Resolves once the transaction is committed, so every other tab's next read sees what it wrote. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('The transaction was aborted'));
  });
}

let database: Promise<IDBDatabase> | undefined;

/** One connection per page, given up when another page upgrades the database or the browser closes it. */
function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => {
      const opened = opening.result;
      const forget = () => {
        opened.close();
        database = undefined;
      };
      opened.onversionchange = forget;
      opened.onclose = () => {
        database = undefined;
      };
      resolve(opened);
    };
    opening.onerror = () => {
      database = undefined;
      reject(opening.error);
    };
  });
  return database;
}

export function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * A non-extractable AES-GCM key kept in IndexedDB: script can use it to encrypt and decrypt, but nobody can
 * read the key material out, so a copy of browser storage alone does not reveal the tokens.
 */
export async function loadOrCreateKey(): Promise<CryptoKey> {
  const opened = await openDatabase();
  const read = () =>
    request<CryptoKey | undefined>(opened.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
  const existing = await read();
  if (existing) return existing;
  const key = await newKey();
  try {
    // `add`, not `put`: when two tabs start at once, the first key stored wins and both use it.
    await request(opened.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
    return key;
  } catch {
    const winner = await read();
    if (!winner) throw new Error('The token key could not be stored');
    return winner;
  }
}

/** The two cipher texts of the token pair, as stored under SPEC §4's keys. */
export interface SealedTokens {
  access: string;
  refresh: string;
}

/**
 * The sealed pair as last written by any tab: undefined when none was ever written here, null once signed
 * out. IndexedDB, unlike localStorage, is consistent across tabs: Chromium keeps a copy of localStorage in each
 * renderer process and hears of another tab's writes later, so a tab that takes the refresh lock right after
 * another tab renewed the tokens can still read the old refresh token there and send it a second time (the
 * identity service then revokes the whole family and signs the owner out everywhere).
 */
export async function readSealedTokens(): Promise<SealedTokens | null | undefined> {
  const opened = await openDatabase();
  return request<SealedTokens | null | undefined>(
    opened.transaction(STORE, 'readonly').objectStore(STORE).get(TOKENS_ID),
  );
}

/** Stores the sealed pair (null: signed out) and resolves once every tab's next read sees it. */
export async function writeSealedTokens(sealed: SealedTokens | null): Promise<void> {
  const opened = await openDatabase();
  const transaction = opened.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).put(sealed, TOKENS_ID);
  await committed(transaction);
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

/** The storage key is bound into each cipher text, so the two tokens cannot be swapped unnoticed. */
function slotData(slot: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(slot);
}

export async function encrypt(key: CryptoKey, slot: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: slotData(slot) },
    key,
    new TextEncoder().encode(plain),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

export async function decrypt(key: CryptoKey, slot: string, stored: string): Promise<string | null> {
  const [iv, cipher] = stored.split('.');
  if (!iv || !cipher) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: slotData(slot) },
      key,
      fromBase64(cipher),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
