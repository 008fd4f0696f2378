// Main imports from the renderer only its pure domain layer (no React, no DOM, no fetch), which electron-vite
// bundles into the main process: desktop links and web redirects share one return-path rule.
import { safeReturnPath } from '../renderer/domain/returnPath.ts';

/**
 * `lucy://` links from e-mails and the website open the running app at the matching route (issue 9):
 *   lucy://verify?verificationToken=…  ->  /verify?verificationToken=…
 *   lucy://reset?verificationToken=…   ->  /reset?verificationToken=…
 *   lucy://promo/{code}                ->  /promo/{code}
 * Any web page can launch such a link, so everything else is refused, and the route that comes out also
 * passes the web's return-path rule (SPEC §2, `safeReturnPath` of renderer/domain/returnPath.ts).
 */
export const DEEP_LINK_SCHEME = 'lucy';

const PREFIX = `${DEEP_LINK_SCHEME}:`;
const TOKEN_PARAMETER = 'verificationToken=';
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
  if (route === 'promo' && rest.length === 1 && query === undefined) {
    const code = decoded(rest[0] ?? '');
    return code && promoCode.test(code) ? `/promo/${code}` : null;
  }
  return null;
}

/** The in-app route a deep link opens, or null when the link is not one of the three shapes. */
export function routeForDeepLink(link: string): string | null {
  if (link.length > 8_192 || !link.toLowerCase().startsWith(PREFIX)) return null;
  // `lucy://verify?…`, `lucy:///verify?…` and `lucy:verify?…` are the same link; some shells add a trailing slash.
  const rest = link.slice(PREFIX.length).replace(/^\/*/, '');
  const queryAt = rest.indexOf('?');
  const path = (queryAt === -1 ? rest : rest.slice(0, queryAt)).replace(/\/$/, '');
  const query = queryAt === -1 ? undefined : rest.slice(queryAt + 1);
  const route = routeFor(path, query);
  return route === null ? null : (safeReturnPath(route) ?? null);
}

/** Windows and Linux pass the link as a command-line argument, to a new launch or a second instance. */
export function deepLinkInArguments(argv: readonly string[]): string | undefined {
  return argv.find((argument) => argument.toLowerCase().startsWith(PREFIX));
}
