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
export const DESKTOP_SIGN_IN_PARAMS = {
  challenge: 'challenge',
  state: 'state',
  port: 'port',
  entry: 'entry',
} as const;

/**
 * Where a person not signed in on the web starts: the sign-in page, or (from the app's "Create an account" and
 * "Forgot your password?") sign-up or the password reset; each ends back at /desktop/signin, and in the app.
 */
export type DesktopSignInEntry = 'signin' | 'signup' | 'reset';
const ENTRIES: readonly DesktopSignInEntry[] = ['signin', 'signup', 'reset'];

/** The app's own scheme, when the operating system gives lucy:// links to the app. */
export const DESKTOP_AUTH_LINK = `${DEEP_LINK_SCHEME}://auth`;
/** The path of the app's loopback listener. */
export const LOOPBACK_CALLBACK_PATH = '/callback';
/** A loopback listener of the app (RFC 8252 §7.3), where no app has the scheme (a development run, an AppImage). */
export function loopbackRedirect(port: number): string {
  return `http://127.0.0.1:${port}${LOOPBACK_CALLBACK_PATH}`;
}

/** A PKCE challenge (S256: 43 characters) or a state (at least 22 characters: 128 bits). */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const STATE = /^[A-Za-z0-9_-]{22,128}$/;
/** An authorization code: RFC 6749's characters, less the ones no identity service uses, bounded. */
const CODE = /^[A-Za-z0-9._~-]{1,512}$/;

export interface DesktopSignInRequest {
  challenge: string;
  state: string;
  /** Where the code goes back: the app's lucy:// link, or its loopback listener. */
  redirectUri: string;
  entry: DesktopSignInEntry;
}

function isPort(value: number): boolean {
  return Number.isInteger(value) && value >= 1024 && value <= 65_535;
}

function isEntry(value: string): value is DesktopSignInEntry {
  return (ENTRIES as readonly string[]).includes(value);
}

/** The web app's page for a hand-off: the challenge, the state, the loopback port and the entry when there are. */
export function desktopSignInRoute(request: {
  challenge: string;
  state: string;
  port?: number;
  entry?: DesktopSignInEntry;
}): string {
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
  if (request.entry && request.entry !== 'signin') query.set(DESKTOP_SIGN_IN_PARAMS.entry, request.entry);
  return `${paths.desktopSignIn}?${query}`;
}

/** The hand-off the page's address asks for, or undefined when any part is missing or malformed. */
export function readDesktopSignIn(search: URLSearchParams): DesktopSignInRequest | undefined {
  const challenge = search.get(DESKTOP_SIGN_IN_PARAMS.challenge) ?? '';
  const state = search.get(DESKTOP_SIGN_IN_PARAMS.state) ?? '';
  const port = search.get(DESKTOP_SIGN_IN_PARAMS.port);
  const entry = search.get(DESKTOP_SIGN_IN_PARAMS.entry) ?? 'signin';
  if (!CHALLENGE.test(challenge) || !STATE.test(state) || !isEntry(entry)) return undefined;
  if (port === null) return { challenge, state, redirectUri: DESKTOP_AUTH_LINK, entry };
  if (!/^\d{4,5}$/.test(port) || !isPort(Number(port))) return undefined;
  return { challenge, state, redirectUri: loopbackRedirect(Number(port)), entry };
}

/** Where the browser goes with the code: the redirect, with the code and the state the app sent. */
export function desktopSignInReturn(request: DesktopSignInRequest, code: string): string {
  return `${request.redirectUri}?${new URLSearchParams({ code, state: request.state })}`;
}

export interface DesktopSignInHandBack {
  code: string;
  state: string;
}

/**
 * What a hand-back's query carries: exactly a code and a state, once each, and nothing else (the query of
 * `desktopSignInReturn`). Anything more or less is no hand-back of ours, and undefined.
 */
export function readDesktopSignInHandBack(query: string): DesktopSignInHandBack | undefined {
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(query);
  } catch {
    return undefined;
  }
  const names = [...search.keys()].sort();
  if (names.length !== 2 || names[0] !== 'code' || names[1] !== 'state') return undefined;
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  return CODE.test(code) && STATE.test(state) ? { code, state } : undefined;
}

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
