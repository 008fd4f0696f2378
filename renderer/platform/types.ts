import type { EnvironmentConfig } from '../domain/environment/types.ts';

/** SPEC §3 "Tokens". */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Where the shell keeps the session's tokens: encrypted browser storage on the web, the OS keychain on desktop. */
export interface TokenStore {
  get(): Promise<Tokens | null>;
  set(tokens: Tokens): Promise<void>;
  clear(): Promise<void>;
}

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
  /** Opens a vetted external link: a new tab on the web, the system browser on desktop. */
  openExternal(url: string): void;
  /**
   * The address a payment page (checkout, customer portal) sends the owner back to, to land on `path`:
   * the web app's own page on the web, its /desktop/return hand-back page for the desktop app (issue 14).
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
