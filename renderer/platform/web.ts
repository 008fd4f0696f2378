import type { Platform, TokenStore } from './types.ts';

/** The browser shell. The token store is passed in so the encrypted store can replace it without touching callers. */
export function createWebPlatform(tokens: TokenStore): Platform {
  return {
    info: { shell: 'web', version: import.meta.env.VITE_APP_VERSION ?? '0.0.0' },
    environmentHost: window.location.hostname,
    origin: window.location.origin,
    tokens,
    openExternal(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
