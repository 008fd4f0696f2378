import type { HeldTokens, Tokens } from '../../bridge/types.ts';

/** Where the shell keeps the session's tokens: encrypted browser storage on the web, the OS keychain on desktop. */
export interface TokenStore {
  get(): Promise<HeldTokens | null>;
  set(tokens: Tokens): Promise<void>;
  clear(): Promise<void>;
  /**
   * Renews the session refused with `stale` and stores the result, when the shell does it itself (desktop: the
   * main process, which holds the refresh token). Without it the http core renews with the refresh token it
   * holds. Rejects with an ApiError: a refusal (4xx) ends the session, anything else is an outage.
   */
  refresh?(stale: HeldTokens): Promise<HeldTokens>;
}
