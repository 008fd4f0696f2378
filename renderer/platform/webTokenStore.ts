import type { TokenStore, Tokens } from './types.ts';

/** SPEC §4: the storage keys of the two tokens. */
export const ACCESS_TOKEN_KEY = 'identity_access_token';
export const REFRESH_TOKEN_KEY = 'identity_refresh_token';

type Cipher = typeof import('./webTokenCipher.ts');

/** SPEC §4: tokens are stored encrypted in browser storage under identity_access_token and identity_refresh_token. */
export function createEncryptedTokenStore(
  storage: Storage = window.localStorage,
  loadKey?: () => Promise<CryptoKey>,
): TokenStore {
  let cipher: Promise<{ cipher: Cipher; key: CryptoKey }> | undefined;
  const getCipher = () => {
    cipher ??= import('./webTokenCipher.ts').then(async (loaded) => {
      const key = await (loadKey ?? loaded.loadOrCreateKey)().catch((error: unknown) => {
        // Without IndexedDB (some private windows) the session still works, for this page's lifetime only.
        console.warn('The token key could not be kept; the session will not survive a reload.', error);
        return loaded.newKey();
      });
      return { cipher: loaded, key };
    });
    return cipher;
  };
  return {
    async get() {
      const access = storage.getItem(ACCESS_TOKEN_KEY);
      const refresh = storage.getItem(REFRESH_TOKEN_KEY);
      if (!access || !refresh) return null;
      const { cipher, key } = await getCipher();
      const [access_token, refresh_token] = await Promise.all([
        cipher.decrypt(key, ACCESS_TOKEN_KEY, access),
        cipher.decrypt(key, REFRESH_TOKEN_KEY, refresh),
      ]);
      return access_token && refresh_token ? { access_token, refresh_token } : null;
    },
    async set(tokens: Tokens) {
      const { cipher, key } = await getCipher();
      const [access, refresh] = await Promise.all([
        cipher.encrypt(key, ACCESS_TOKEN_KEY, tokens.access_token),
        cipher.encrypt(key, REFRESH_TOKEN_KEY, tokens.refresh_token),
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
