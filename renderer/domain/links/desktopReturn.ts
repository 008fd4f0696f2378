import { paths } from '../access/paths.ts';
import { safeReturnPath } from '../returnPath.ts';

/**
 * Payment pages return to https pages only, so the desktop app's checkout and portal come back
 * to a public page of the web app, /desktop/return?to={path}, which hands the owner to the desktop app
 * through `lucy://return?to={path}`. The path passes the return-path rule (SPEC §2) at every step: when the
 * address is built, on the page, and in the main process before the app opens it.
 */
export const DEEP_LINK_SCHEME = 'lucy';
export const DESKTOP_RETURN_PARAM = 'to';

function withPath(base: string, path: string): string {
  const safe = safeReturnPath(path);
  if (safe === undefined) throw new Error(`Not a path the app returns to: ${path}`);
  return `${base}?${new URLSearchParams({ [DESKTOP_RETURN_PARAM]: safe })}`;
}

/** The web app's route that hands a payment's return to the desktop app, for an app path. */
export function desktopReturnRoute(path: string): string {
  return withPath(paths.desktopReturn, path);
}

/** The `lucy://` link that opens the desktop app at an app path, or undefined when the path is not safe. */
export function desktopAppLink(path: string | null | undefined): string | undefined {
  const safe = safeReturnPath(path);
  return safe === undefined ? undefined : withPath(`${DEEP_LINK_SCHEME}://return`, safe);
}

/**
 * The web app's pages for the system browser (/desktop/return, /desktop/signin) hand things to the desktop app;
 * opened inside the app by a link, the sign-in page would mint a code for the app's session and send it wherever
 * the link said. The app never opens them.
 */
export function isSystemBrowserPage(path: string): boolean {
  return /^\/desktop(\/|\?|$)/i.test(path);
}
