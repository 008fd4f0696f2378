import { appHosts, PRODUCT_DOMAIN } from '../environment/hosts.ts';

/**
 * Where the app may send someone outside itself, one rule for the web app and the desktop app (Electron
 * security checklist item 15: never hand untrusted content to `shell.openExternal`; on the web, never navigate
 * to an address a server or a link made up). Pure: the web platform, the desktop preload and main process all
 * ask it.
 */

/** SPEC §1: the card payment provider's checkout session and customer portal. */
export const PAYMENT_HOSTS: readonly string[] = ['checkout.stripe.com', 'billing.stripe.com'];

/**
 * Hosts an external link may open, each with its sub-domains: the product's own sites (the app, the marketing
 * site, call details, the contact-automation app) and the payment pages. Add a host when a screen links
 * somewhere new.
 */
const trustedHosts: readonly string[] = [PRODUCT_DOMAIN, ...PAYMENT_HOSTS];

const loopbackHosts: readonly string[] = appHosts.local;

export interface VettingRules {
  /**
   * Local development: the dev backend's stand-ins (call details, checkout, portal) are served over http on
   * loopback, and are allowed too.
   */
  localDevelopment: boolean;
}

/** Whether the app runs for local development: the environment host is a loopback name (SPEC §1 environments). */
export function isLocalDevelopmentHost(host: string): boolean {
  return loopbackHosts.includes(host);
}

function isTrustedHost(hostname: string): boolean {
  return trustedHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * A number or a forwarding code to dial (the Lucy number, a carrier's support line, `**004*+61411000321#`):
 * digits, `+`, `*` and `#` only (a restore code carries the `+` of a number inside it), so the phone app
 * gets nothing it could act on.
 */
const dialable = /^[0-9*#+]{3,40}$/;

/** `user@host` with nothing that could smuggle headers or a second recipient. */
const plainAddress = /^[A-Za-z0-9._+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/;

/** A loopback http address of a local stand-in, in local development only. */
function isLocalStandIn(url: URL, rules: VettingRules): boolean {
  return rules.localDevelopment && url.protocol === 'http:' && loopbackHosts.includes(url.hostname);
}

/**
 * The URL to open in the system browser, mail client or phone app, or null when the link must not leave the
 * app: https to the trusted hosts (default port, no credentials), e-mail to the product's addresses, numbers
 * to dial, and in local development the dev backend's stand-ins on loopback.
 */
export function vetExternalUrl(raw: string, rules: VettingRules): URL | null {
  const url = parse(raw);
  if (!url) return null;
  if (url.protocol === 'mailto:') {
    const domain = plainAddress.exec(decodeURIComponentSafe(url.pathname))?.[1];
    return domain && !url.search && isTrustedHost(domain.toLowerCase()) ? url : null;
  }
  if (url.protocol === 'tel:') {
    return !url.search && !url.hash && dialable.test(decodeURIComponentSafe(url.pathname)) ? url : null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return !url.port && isTrustedHost(url.hostname) ? url : null;
  return isLocalStandIn(url, rules) ? url : null;
}

/**
 * The payment page to go to (SPEC §1 checkout session and customer portal, as the gateway answered it), or
 * null: only https on the payment provider's own hosts, nothing else the gateway could be made to answer
 * (`javascript:`, another site, a look-alike). In local development also the dev backend's checkout and portal
 * stand-ins, on loopback or at the local backend's own origin (`localBackendOrigin`).
 */
export function vetPaymentUrl(
  raw: string,
  rules: VettingRules & { localBackendOrigin?: string },
): URL | null {
  const url = parse(raw);
  if (!url || url.username || url.password) return null;
  if (url.protocol === 'https:') return !url.port && PAYMENT_HOSTS.includes(url.hostname) ? url : null;
  if (!rules.localDevelopment) return null;
  if (isLocalStandIn(url, rules)) return url;
  const backend = rules.localBackendOrigin === undefined ? null : parse(rules.localBackendOrigin);
  return backend && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === backend.origin
    ? url
    : null;
}
