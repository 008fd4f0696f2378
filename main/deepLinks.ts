// Main imports from the renderer only its pure domain layer (no React, no DOM, no fetch), which electron-vite
// bundles into the main process: desktop links and web redirects share one return-path rule.
import {
  DEEP_LINK_SCHEME,
  DESKTOP_RETURN_PARAM,
  isSystemBrowserPage,
} from '../renderer/domain/links/desktopReturn.ts';
import { safeReturnPath } from '../renderer/domain/returnPath.ts';

/**
 * `lucy://` links from e-mails and the website open the running app at the matching route:
 *   lucy://verify?verificationToken=…  ->  /verify?verificationToken=…
 *   lucy://reset?verificationToken=…   ->  /reset?verificationToken=…
 *   lucy://promo/{code}                ->  /promo/{code}
 *   lucy://return?to={path}            ->  {path}   (back from checkout or the customer portal,
 *                                                    through the web app's /desktop/return page)
 * and lucy://auth?code=…&state=… hands a sign-in through the system browser back to the main process (it opens
 * no route: main/signIn).
 * Any web page can launch such a link, so everything else is refused, and the route that comes out also
 * passes the web's return-path rule (SPEC §2, `safeReturnPath` of renderer/domain/returnPath.ts).
 */
export { DEEP_LINK_SCHEME };

const PREFIX = `${DEEP_LINK_SCHEME}:`;
const TOKEN_PARAMETER = 'verificationToken=';
const RETURN_PARAMETER = `${DESKTOP_RETURN_PARAM}=`;
/** A verification token as the identity service sends it: base64url, with padding. */
const verificationToken = /^[A-Za-z0-9_=-]{1,4096}$/;
const promoCode = /^[A-Za-z0-9_-]{1,64}$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function routeFor(path: string, query: string | undefined): string | null {
  // The first segment stands where a host would: some shells lower-case it.
  const [name, ...rest] = path.split('/');
  const route = name?.toLowerCase();
  if ((route === 'verify' || route === 'reset') && rest.length === 0) {
    const value = query?.startsWith(TOKEN_PARAMETER) ? decoded(query.slice(TOKEN_PARAMETER.length)) : null;
    return value && verificationToken.test(value) ? `/${route}?${TOKEN_PARAMETER}${value}` : null;
  }
  if (route === 'return' && rest.length === 0) {
    // The path itself is checked by the return-path rule below, like every route a link opens.
    const value = query?.startsWith(RETURN_PARAMETER) ? decoded(query.slice(RETURN_PARAMETER.length)) : null;
    return value?.startsWith('/') ? value : null;
  }
  if (route === 'promo' && rest.length === 1 && query === undefined) {
    const code = decoded(rest[0] ?? '');
    return code && promoCode.test(code) ? `/promo/${code}` : null;
  }
  return null;
}

/** A `lucy:` link's path and query, or null when it is no lucy: link (or too long to be one of ours). */
function linkParts(link: string): { path: string; query: string | undefined } | null {
  if (link.length > 8_192 || !link.toLowerCase().startsWith(PREFIX)) return null;
  // `lucy://verify?…`, `lucy:///verify?…` and `lucy:verify?…` are the same link; some shells add a trailing slash.
  const rest = link.slice(PREFIX.length).replace(/^\/*/, '');
  const queryAt = rest.indexOf('?');
  const path = (queryAt === -1 ? rest : rest.slice(0, queryAt)).replace(/\/$/, '');
  return { path, query: queryAt === -1 ? undefined : rest.slice(queryAt + 1) };
}

/** The in-app route a deep link opens, or null when the link is not one of the four shapes. */
export function routeForDeepLink(link: string): string | null {
  const parts = linkParts(link);
  const route = parts && routeFor(parts.path, parts.query);
  const safe = route ? safeReturnPath(route) : undefined;
  return safe && !isSystemBrowserPage(safe) ? safe : null;
}

/** The query of a sign-in hand-back link (`lucy://auth?…`), or null when the link is not one. */
export function signInHandBackQuery(link: string): string | null {
  const parts = linkParts(link);
  return parts?.path.toLowerCase() === 'auth' ? (parts.query ?? '') : null;
}

/** Windows and Linux pass the link as a command-line argument, to a new launch or a second instance. */
export function deepLinkInArguments(argv: readonly string[]): string | undefined {
  return argv.find((argument) => argument.toLowerCase().startsWith(PREFIX));
}

export interface DeepLinkArrival<Window> {
  /** The app window, or null before it exists (a cold start from the link). */
  current(): Window | null;
  /** Brings the window to the front and loads the route in it. */
  open(window: Window, route: string): void;
  /** Remembers the route for the window about to be created. */
  later(route: string): void;
  /** A sign-in through the system browser comes back (main/signIn): the link's query. */
  signInHandBack?(query: string): void;
  refused(message: string): void;
}

/**
 * What main does with a `lucy://` link, whether it started the app, reached a second instance or came through
 * macOS's open-url: the app window lands on the route the web would land on, or nothing happens.
 */
export function deepLinkHandler<Window>(arrival: DeepLinkArrival<Window>): (link: string) => void {
  return (link) => {
    const handBack = signInHandBackQuery(link);
    if (handBack !== null && arrival.signInHandBack) {
      arrival.signInHandBack(handBack);
      return;
    }
    const route = routeForDeepLink(link);
    if (!route) {
      arrival.refused('Refused a lucy:// link that is not a verify, reset, promo or return link');
      return;
    }
    const window = arrival.current();
    if (window) arrival.open(window, route);
    else arrival.later(route);
  };
}
