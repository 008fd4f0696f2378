import type { EnvironmentConfig } from '../domain/environment/types.ts';
import type { DesktopSignInEntry } from '../domain/links/desktopSignIn.ts';

export type { DesktopSignInEntry };

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

/** How the main process answered the window's request to renew its access token. */
export type RefreshReply =
  | { outcome: 'renewed'; access_token: string }
  | { outcome: 'refused'; status: number }
  | { outcome: 'unreachable' };

/**
 * How a sign-in through the system browser ended (desktop): signed in (main stored the tokens and shows the
 * app), or why not.
 */
export type BrowserSignInOutcome =
  /** The tokens are in the keychain; the app window comes to the front, signed in. */
  | 'signed-in'
  /** Not switched on in this environment (the proposal's flag). */
  | 'unavailable'
  /** Another sign-in started before this one came back. */
  | 'replaced'
  /** Nothing came back in time. */
  | 'expired'
  /** Something came back that was not this sign-in's (another state): it is void, nothing was sent. */
  | 'mismatch'
  /** The identity service refused the code (used, expired, or not for this app). */
  | 'refused'
  /** The identity service did not answer, or the browser could not be reached. */
  | 'unreachable'
  /** The session could not be kept on this computer (the keychain). */
  | 'not-kept';

export interface AppInfo {
  shell: 'web' | 'desktop';
  version: string;
}

/**
 * Everything that differs between the browser and the desktop shell, behind one interface.
 * Nothing outside renderer/platform checks which shell is running.
 */
export interface Platform {
  info: AppInfo;
  /** The host name the environment is chosen by (SPEC §1): the page's host on the web, configured on desktop. */
  environmentHost: string;
  /** The app's own origin, the base address of the local environment. */
  origin: string;
  tokens: TokenStore;
  /**
   * Desktop only: signing in, signing up and choosing a new password happen in the system browser, on the web
   * app's https pages (the human check and Google's sign-in work nowhere else), which hand the session back to
   * the app (RFC 8252). Undefined on the web, which signs in on its own pages.
   */
  browserSignIn?: { start(entry: DesktopSignInEntry): Promise<BrowserSignInOutcome> };
  /**
   * Whether product analytics and session recording run (SPEC §1). Off on desktop: no third-party code runs in
   * the window that holds the session.
   */
  productAnalytics: boolean;
  /** Opens a vetted external link: a new tab on the web, the system browser on desktop. */
  openExternal(url: string): void;
  /**
   * The address a payment page (checkout, customer portal) sends the owner back to, to land on `path`:
   * the web app's own page on the web, its /desktop/return hand-back page for the desktop app.
   */
  paymentReturnAddress(environments: readonly EnvironmentConfig[], path: string): string;
  /**
   * Goes to a payment page `requirePaymentPage` vetted: the web app leaves for it ('left'); the desktop
   * app opens it in the system browser and stays ('opened-outside'), the return arriving as a deep link.
   */
  openPaymentPage(url: string): Promise<PaymentNavigation>;
  /** Told whether a save is under way: the desktop app restarts for an update only when none is. */
  reportSaving(saving: boolean): void;
  /** Whether a sign-in outlives the app: always on the web; on desktop, while the OS keychain can keep it. */
  sessionKeeping(): Promise<SessionKeeping>;
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

export type PaymentNavigation = 'left' | 'opened-outside';
