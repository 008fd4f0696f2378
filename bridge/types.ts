/*
 * What crosses between the desktop app's main process, its preload and the window's platform layer: the one
 * folder all three import, so none of them imports another's code.
 */

/** SPEC §3 "Tokens": what the identity service answers a sign-in or a refresh with. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * The session as the window holds it: both tokens on the web; on desktop the access token only, as the main
 * process keeps the refresh token in the keychain and renews the session when the window asks.
 */
export interface HeldTokens {
  access_token: string;
  refresh_token?: string;
}

/** How the main process answered the window's request to renew its access token. */
export type RefreshReply =
  | { outcome: 'renewed'; access_token: string }
  | { outcome: 'refused'; status: number }
  | { outcome: 'unreachable' };

export interface AppInfo {
  shell: 'web' | 'desktop';
  version: string;
}

/**
 * When the desktop app cannot keep the session in the OS keychain (none on the computer, locked, or without
 * a default collection), staff stay signed in until they quit, and are told why and what to do.
 */
export type SessionKeeping =
  | { kept: true }
  | {
      kept: false;
      /** What is wrong, in the words of the person's computer. */
      problem: string;
      /** What they can do about it. */
      advice: string;
      /** What the keychain answered, for support. */
      detail: string;
    };
