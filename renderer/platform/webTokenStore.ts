import type { Tokens } from '../../bridge/types.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import type { SealedTokens } from './webTokenCipher.ts';

/** SPEC §4: the storage keys of the two tokens. */
export const ACCESS_TOKEN_KEY = 'identity_access_token';
export const REFRESH_TOKEN_KEY = 'identity_refresh_token';

type Cipher = typeof import('./webTokenCipher.ts');

/**
 * Where the sealed pair is kept so that every tab reads what any tab last wrote (IndexedDB, beside the key:
 * webTokenCipher.ts explains why localStorage alone is not enough). `read` answers undefined when nothing was
 * ever written there and null once signed out.
 */
export interface SealedTokenRecord {
  read(): Promise<SealedTokens | null | undefined>;
  write(sealed: SealedTokens | null): Promise<void>;
}

interface Loaded {
  cipher: Cipher;
  key: CryptoKey;
  /** Absent when IndexedDB cannot be used: the key is then this page's alone, and so are the tokens. */
  record?: SealedTokenRecord;
}

/**
 * SPEC §4: tokens are stored encrypted in browser storage under identity_access_token and identity_refresh_token
 * (localStorage, read first so a signed-out visitor never loads the cryptography). The same cipher texts are
 * kept in the consistent record, which wins when the two differ: this tab's localStorage copy may not have
 * caught up with another tab's write yet.
 */
export function createEncryptedTokenStore(
  storage: Storage = window.localStorage,
  loadKey?: () => Promise<CryptoKey>,
  record?: SealedTokenRecord,
): TokenStore {
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= import('./webTokenCipher.ts').then(async (cipher): Promise<Loaded> => {
      try {
        const key = await (loadKey ?? cipher.loadOrCreateKey)();
        return {
          cipher,
          key,
          record: record ?? { read: cipher.readSealedTokens, write: cipher.writeSealedTokens },
        };
      } catch (error) {
        // Without IndexedDB (some private windows) the session still works, for this page's lifetime only.
        console.warn('The token key could not be kept; the session will not survive a reload.', error);
        return { cipher, key: await cipher.newKey() };
      }
    });
    return loading;
  };
  return {
    async get() {
      const access = storage.getItem(ACCESS_TOKEN_KEY);
      const refresh = storage.getItem(REFRESH_TOKEN_KEY);
      if (!access || !refresh) return null;
      const { cipher, key, record: consistent } = await load();
      const shared = await consistent?.read();
      if (shared === null) return null;
      const sealed = shared ?? { access, refresh };
      const [access_token, refresh_token] = await Promise.all([
        cipher.decrypt(key, ACCESS_TOKEN_KEY, sealed.access),
        cipher.decrypt(key, REFRESH_TOKEN_KEY, sealed.refresh),
      ]);
      return access_token && refresh_token ? { access_token, refresh_token } : null;
    },
    async set(tokens: Tokens) {
      const { cipher, key, record: consistent } = await load();
      const [access, refresh] = await Promise.all([
        cipher.encrypt(key, ACCESS_TOKEN_KEY, tokens.access_token),
        cipher.encrypt(key, REFRESH_TOKEN_KEY, tokens.refresh_token),
      ]);
      await consistent?.write({ access, refresh });
      storage.setItem(ACCESS_TOKEN_KEY, access);
      storage.setItem(REFRESH_TOKEN_KEY, refresh);
    },
    async clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
      const { record: consistent } = await load();
      await consistent?.write(null);
    },
  };
}
