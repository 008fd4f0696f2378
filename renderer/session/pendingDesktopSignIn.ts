import { paths, REDIRECT_PARAM } from '../domain/access/paths.ts';
import { DESKTOP_SIGN_IN_WAIT_MS } from '../domain/constants.ts';
import { readDesktopSignIn } from '../domain/links/desktopSignIn.ts';
import { safeReturnPath } from '../domain/returnPath.ts';

/**
 * The desktop app's "Create an account" and "Forgot your password?" open the web app's /signup and /reset with
 * the app's sign-in hand-off as their return path. The account is activated, or the new password chosen, through
 * an e-mailed link, which a browser opens in a tab of its own, without that path: so the web app keeps the
 * hand-off on this device for as long as the app waits for it, and the tab that signs the person in takes it
 * and goes on to /desktop/signin, which hands the session back to the app.
 */
export const PENDING_DESKTOP_SIGN_IN_KEY = 'lucy_desktop_sign_in';

/**
 * The stored hand-off, checked by hand rather than with a zod schema: /signup and /reset import this module
 * with their page, and zod parsed with the page held a phone's main thread before the visitor could type.
 */
function isStoredHandOff(stored: unknown): stored is { route: string; until: number } {
  if (typeof stored !== 'object' || stored === null) return false;
  const { route, until } = stored as Record<string, unknown>;
  return typeof route === 'string' && typeof until === 'number';
}

/** The hand-off route a page's `redirect` parameter carries, when it is one. */
function handOffRoute(search: URLSearchParams): string | undefined {
  const route = safeReturnPath(search.get(REDIRECT_PARAM));
  if (!route) return undefined;
  const url = new URL(route, 'https://app.invalid');
  return url.pathname === paths.desktopSignIn && readDesktopSignIn(url.searchParams) ? route : undefined;
}

/** Keeps the hand-off a sign-up or reset page was opened with (nothing else: other return paths stay in the page). */
export function keepPendingDesktopSignIn(storage: Storage, search: URLSearchParams, now = Date.now()): void {
  const route = handOffRoute(search);
  if (route)
    storage.setItem(
      PENDING_DESKTOP_SIGN_IN_KEY,
      JSON.stringify({ route, until: now + DESKTOP_SIGN_IN_WAIT_MS }),
    );
}

/** The hand-off waiting on this device, once: taken, it is gone. Undefined when there is none, or it is too old. */
export function takePendingDesktopSignIn(storage: Storage, now = Date.now()): string | undefined {
  const stored = storage.getItem(PENDING_DESKTOP_SIGN_IN_KEY);
  if (stored === null) return undefined;
  storage.removeItem(PENDING_DESKTOP_SIGN_IN_KEY);
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isStoredHandOff(parsed) || parsed.until <= now) return undefined;
    return handOffRoute(new URLSearchParams({ [REDIRECT_PARAM]: parsed.route }));
  } catch {
    return undefined;
  }
}
