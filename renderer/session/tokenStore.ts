import type { TokenStore } from '../api/tokenStore.ts';
import { AccessTokenAssertionError, decodeAccessToken } from '../domain/token.ts';

/**
 * SPEC §4: stored tokens are read back only when the access token's issuer is the current identity base
 * address; otherwise (another environment's session, or a token that cannot be decoded) they are treated as
 * absent. Wraps the shell's store, so the rule holds for browser storage and the desktop keychain alike.
 */
export function withIssuerCheck(store: TokenStore, identityBase: string): TokenStore {
  return {
    async get() {
      const tokens = await store.get();
      if (!tokens) return null;
      try {
        return decodeAccessToken(tokens.access_token).iss === identityBase ? tokens : null;
      } catch (error) {
        if (error instanceof AccessTokenAssertionError) return null;
        throw error;
      }
    },
    set: (tokens) => store.set(tokens),
    clear: () => store.clear(),
    ...withRefreshOf(store),
  };
}

/** The store's own refresh (desktop: the main process renews the session), passed on by a store wrapping it. */
export function withRefreshOf(store: TokenStore): Pick<TokenStore, 'refresh'> {
  const { refresh } = store;
  return refresh ? { refresh: (stale) => refresh.call(store, stale) } : {};
}
