import { decrypt, loadOrCreateKey, readSealedTokens } from '../../../renderer/platform/webTokenCipher.ts';
import { createEncryptedTokenStore, REFRESH_TOKEN_KEY } from '../../../renderer/platform/webTokenStore.ts';

/**
 * The refresh token in the record every tab reads under the refresh lock (IndexedDB), for `recordRefreshes`
 * (support/shortSession.ts): the store's own `get` asks this tab's copy of localStorage first, and in a tab opened
 * before the sign-in that copy may not have heard of it yet. Null when nothing is stored.
 */
async function sharedRefreshToken(): Promise<string | null> {
  const sealed = await readSealedTokens();
  if (!sealed) return null;
  return decrypt(await loadOrCreateKey(), REFRESH_TOKEN_KEY, sealed.refresh);
}

/** The web app's own token store, as web/main.tsx gives it to the app, for `storeSignIn` (support/signIn.ts). */
Object.assign(window, { lucyE2E: { tokens: createEncryptedTokenStore(), sharedRefreshToken } });
