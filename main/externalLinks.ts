import { type DesktopEnvironmentName, PRODUCT_DOMAIN } from './environment.ts';

/**
 * Which links leave the app for the system browser (Electron security checklist item 15: never hand
 * untrusted content to `shell.openExternal`). Only https to the product's own sites and the payment
 * provider's hosted pages, and e-mail to the product's addresses, and
 * numbers to dial; in local development also the dev
 * backend's stand-ins on loopback. Add a host here when a screen links somewhere new.
 */
const trustedHosts: readonly string[] = [
  // The app, the marketing site, call details, the contact-automation app.
  PRODUCT_DOMAIN,
  // SPEC §1: checkout session and customer portal.
  'checkout.stripe.com',
  'billing.stripe.com',
];

const loopbackHosts: readonly string[] = ['localhost', '127.0.0.1'];

function isTrustedHost(hostname: string): boolean {
  return trustedHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/**
 * A number or a forwarding code to dial (the Lucy number, a carrier's support line, `**004*...#`): digits with
 * an optional leading `+`, `*` and `#`, nothing else, so the phone app gets nothing it could act on.
 */
const dialable = /^\+?[0-9*#]{3,40}$/;

/** `user@host` with nothing that could smuggle headers or a second recipient. */
const plainAddress = /^[A-Za-z0-9._+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/;

/** The URL to open in the system browser or mail client, or null when the link must not leave the app. */
export function vetExternalUrl(raw: string, environment: DesktopEnvironmentName): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') {
    const domain = plainAddress.exec(decodeURIComponentSafe(url.pathname))?.[1];
    return domain && !url.search && isTrustedHost(domain.toLowerCase()) ? url : null;
  }
  if (url.protocol === 'tel:') {
    return !url.search && !url.hash && dialable.test(decodeURIComponentSafe(url.pathname)) ? url : null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return !url.port && isTrustedHost(url.hostname) ? url : null;
  if (url.protocol === 'http:' && environment === 'local') {
    return loopbackHosts.includes(url.hostname) ? url : null;
  }
  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
