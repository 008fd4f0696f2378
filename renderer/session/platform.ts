import type { AppInfo, SessionKeeping } from '../../bridge/types.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import type { EnvironmentConfig } from '../domain/environment/types.ts';
import type { BrowserSignInOutcome, DesktopSignInEntry } from '../domain/links/desktopSignIn.ts';

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

export type PaymentNavigation = 'left' | 'opened-outside';
