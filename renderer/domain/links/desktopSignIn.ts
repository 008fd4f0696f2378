import { paths } from '../access/paths.ts';
import { DEEP_LINK_SCHEME } from './desktopReturn.ts';

/**
 * The desktop app's sign-in through the system browser (RFC 8252, with PKCE, RFC 7636): the app opens the web
 * app's /desktop/signin with its challenge, a state and where to hand the code back; the web app, once the
 * person is signed in there, gets a single-use code bound to the challenge from the identity service and
 * sends the browser to that address. Shared by the web page and the main process, so both read and build the
 * hand-off the same way.
 *
 * Every value is base64url (RFC 4648 §5, no padding), so the page's address passes the return-path rule
 * (SPEC §2) through /signin's redirect unchanged.
 */
export const DESKTOP_SIGN_IN_PARAMS = { challenge: 'challenge', state: 'state', port: 'port' } as const;

/** The app's own scheme, when the operating system gives lucy:// links to the app. */
export const DESKTOP_AUTH_LINK = `${DEEP_LINK_SCHEME}://auth`;
/** A loopback listener of the app (RFC 8252 §7.3), where no app has the scheme (a development run, an AppImage). */
export function loopbackRedirect(port: number): string {
  return `http://127.0.0.1:${port}/callback`;
}

/** A PKCE challenge (S256: 43 characters) or a state (at least 22 characters: 128 bits). */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const STATE = /^[A-Za-z0-9_-]{22,128}$/;

export interface DesktopSignInRequest {
  challenge: string;
  state: string;
  /** Where the code goes back: the app's lucy:// link, or its loopback listener. */
  redirectUri: string;
}

function isPort(value: number): boolean {
  return Number.isInteger(value) && value >= 1024 && value <= 65_535;
}

/** The web app's page for a hand-off: the challenge, the state, and the loopback port when there is one. */
export function desktopSignInRoute(request: { challenge: string; state: string; port?: number }): string {
  if (!CHALLENGE.test(request.challenge) || !STATE.test(request.state))
    throw new Error('Not a PKCE challenge and state');
  const query = new URLSearchParams({
    [DESKTOP_SIGN_IN_PARAMS.challenge]: request.challenge,
    [DESKTOP_SIGN_IN_PARAMS.state]: request.state,
  });
  if (request.port !== undefined) {
    if (!isPort(request.port)) throw new Error(`Not a loopback port: ${request.port}`);
    query.set(DESKTOP_SIGN_IN_PARAMS.port, String(request.port));
  }
  return `${paths.desktopSignIn}?${query}`;
}

/** The hand-off the page's address asks for, or undefined when any part is missing or malformed. */
export function readDesktopSignIn(search: URLSearchParams): DesktopSignInRequest | undefined {
  const challenge = search.get(DESKTOP_SIGN_IN_PARAMS.challenge) ?? '';
  const state = search.get(DESKTOP_SIGN_IN_PARAMS.state) ?? '';
  const port = search.get(DESKTOP_SIGN_IN_PARAMS.port);
  if (!CHALLENGE.test(challenge) || !STATE.test(state)) return undefined;
  if (port === null) return { challenge, state, redirectUri: DESKTOP_AUTH_LINK };
  if (!/^\d{4,5}$/.test(port) || !isPort(Number(port))) return undefined;
  return { challenge, state, redirectUri: loopbackRedirect(Number(port)) };
}

/** Where the browser goes with the code: the redirect, with the code and the state the app sent. */
export function desktopSignInReturn(request: DesktopSignInRequest, code: string): string {
  return `${request.redirectUri}?${new URLSearchParams({ code, state: request.state })}`;
}
