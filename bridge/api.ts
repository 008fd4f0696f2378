import type { BrowserSignInOutcome, DesktopSignInEntry } from '../renderer/domain/links/desktopSignIn.ts';
import type { AppInfo, RefreshReply, SessionKeeping, Tokens } from './types.ts';

/** IPC channel names shared by the preload and the main process. */
export const channels = {
  appInfo: 'lucy:app-info',
  tokensGet: 'lucy:tokens-get',
  tokensSet: 'lucy:tokens-set',
  tokensClear: 'lucy:tokens-clear',
  tokensRefresh: 'lucy:tokens-refresh',
  signIn: 'lucy:sign-in',
  openExternal: 'lucy:open-external',
  savingChanged: 'lucy:saving-changed',
  keychainStatus: 'lucy:keychain-status',
} as const;

export interface DesktopAppInfo extends AppInfo {
  shell: 'desktop';
  /** The host name whose environments the desktop app uses (it has no page host of its own). */
  environmentHost: string;
  /**
   * The web app of that environment (`https://{environmentHost}`, or the local one in development): links
   * the app builds to itself, such as payment returns, point there, as the desktop's own app:// origin is
   * no address a browser or the payment provider can open.
   */
  webOrigin: string;
}

/** The narrow bridge the preload exposes to the renderer as `window.lucy`. Nothing else crosses. */
export interface LucyBridge {
  app: {
    info(): Promise<DesktopAppInfo>;
    /** Whether a save is under way: an update's restart waits until none is. */
    saving(saving: boolean): Promise<void>;
    /** Whether the OS keychain keeps the session; when it cannot, staff are signed in until they quit. */
    keychainStatus(): Promise<SessionKeeping>;
  };
  tokens: {
    /** The session's access token; the refresh token never leaves the main process. */
    get(): Promise<{ access_token: string } | null>;
    /** A sign-in that happened in the window (a new password, joining an organisation): main keeps both. */
    set(tokens: Tokens): Promise<void>;
    clear(): Promise<void>;
    /** Renews the session refused with `staleAccessToken`; main holds the refresh token and sends it. */
    refresh(staleAccessToken: string): Promise<RefreshReply>;
  };
  /** Signs in (or up, or resets the password) in the system browser; settles when that sign-in has ended. */
  signIn(entry: DesktopSignInEntry): Promise<BrowserSignInOutcome>;
  openExternal(url: string): Promise<void>;
}

declare global {
  interface Window {
    lucy?: LucyBridge;
  }
}
