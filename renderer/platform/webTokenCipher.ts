/**
 * The web token store's cryptography, loaded only when a token is read or written (not on a signed-out
 * visitor's first visit): a non-extractable AES-GCM key in IndexedDB, and encryption bound to a storage key.
 */
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

export function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * A non-extractable AES-GCM key kept in IndexedDB: script can use it to encrypt and decrypt, but nobody can
 * read the key material out, so a copy of browser storage alone does not reveal the tokens.
 */
export async function loadOrCreateKey(): Promise<CryptoKey> {
  const database = await openDatabase();
  const read = () =>
    request<CryptoKey | undefined>(database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
  try {
    const existing = await read();
    if (existing) return existing;
    const key = await newKey();
    try {
      // `add`, not `put`: when two tabs start at once, the first key stored wins and both use it.
      await request(database.transaction(STORE, 'readwrite').objectStore(STORE).add(key, KEY_ID));
      return key;
    } catch {
      const winner = await read();
      if (!winner) throw new Error('The token key could not be stored');
      return winner;
    }
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
