import { PRODUCT_DOMAIN } from '../environment/hosts.ts';

/**
 * The app's Content-Security-Policy, one builder for the web app (a `<meta>` in the built index.html and a
 * header from every server) and the desktop app (a header from its app protocol). Scripts come only from the
 * app and the third parties SPEC §1 names (the human check, the social sign-in, product analytics); the app
 * talks only to its environment's services (identity, gateway, builder) and those third parties. Third-party
 * origins follow the vendors' published CSP guidance.
 *
 * Payment pages are not here: the app reaches them by a whole-page navigation, which CSP does not govern; the
 * address is vetted instead (renderer/domain/links).
 */

export interface PolicySources {
  script: readonly string[];
  style: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  media: readonly string[];
}

const humanCheck = 'https://challenges.cloudflare.com';
const socialSignIn = 'https://accounts.google.com/gsi/';
/** posthog-js sends to `<region>.i.posthog.com` and loads its remote config and bundles from `<region>-assets.i.posthog.com`. */
const analytics = 'https://*.i.posthog.com';
/** Identity, gateways and builder of every deployed stage live under the product domain. */
const services = `https://*.${PRODUCT_DOMAIN}`;

/** Every deployed environment (one build serves them all: the environment is chosen by the page's host). */
export const deployedSources: PolicySources = {
  script: [humanCheck, socialSignIn, analytics],
  style: [socialSignIn],
  connect: [services, analytics, socialSignIn],
  frame: [humanCheck, socialSignIn],
  media: [services],
};

/**
 * The desktop app's window, which holds the session: it talks to its environment's services and runs no one's
 * code but the app's. Signing in happens in the system browser and product analytics is off on desktop, so no
 * human-check, Google or analytics origin is needed here (README "Desktop app").
 */
export const deployedServiceSources: PolicySources = {
  script: [],
  style: [],
  connect: [services],
  frame: [],
  media: [services],
};

/** The same for local development: the dev backend's services at these origins, none of its stand-in scripts. */
export function localServiceSources(origins: readonly string[]): PolicySources {
  return { script: [], style: [], connect: origins, frame: [], media: origins };
}

/** Local development: the dev backend stands in for the services and every third party, at these origins. */
export function standInSources(origins: readonly string[]): PolicySources {
  return { script: origins, style: origins, connect: origins, frame: origins, media: origins };
}

export function combineSources(...all: readonly PolicySources[]): PolicySources {
  const union = (pick: (sources: PolicySources) => readonly string[]) => [...new Set(all.flatMap(pick))];
  return {
    script: union((sources) => sources.script),
    style: union((sources) => sources.style),
    connect: union((sources) => sources.connect),
    frame: union((sources) => sources.frame),
    media: union((sources) => sources.media),
  };
}

export interface PolicyOptions {
  /**
   * A `<meta>` policy cannot carry `frame-ancestors` (browsers ignore it there and say so): that one is sent
   * as a header only.
   */
  delivery: 'header' | 'meta';
  /** A development server (Vite): its hot reload needs an inline preamble and a web socket. */
  devServer?: string;
  /** Hash sources (`'sha256-…'`) of the few inline scripts a build writes into its pages, each allowed alone. */
  inlineScripts?: readonly string[];
}

export function contentSecurityPolicy(sources: PolicySources, options: PolicyOptions): string {
  const dev = options.devServer ? new URL(options.devServer) : undefined;
  const devScript = dev ? ["'unsafe-inline'", dev.origin] : [];
  const devConnect = dev ? [dev.origin, `ws://${dev.host}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...devScript, ...(dev ? [] : (options.inlineScripts ?? [])), ...sources.script],
    // Inline styles only: the social sign-in and human-check widgets inject style elements.
    ['style-src', "'self'", "'unsafe-inline'", ...sources.style],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...devConnect, ...sources.connect],
    // No frame source at all is `'none'` (an empty list reads the same, but says it less plainly).
    ['frame-src', ...(sources.frame.length > 0 ? sources.frame : ["'none'"])],
    // Greeting and voice previews play audio the app fetched (blob) or the services serve.
    ['media-src', "'self'", 'blob:', 'data:', ...sources.media],
    // The session recorder compresses in a worker.
    ['worker-src', "'self'", 'blob:'],
    // The web app manifest, so an owner can add Lucy to the home screen.
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (options.delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The other security headers of the web app: no framing (for browsers that predate frame-ancestors), no
 * referrer beyond the origin to other sites (a link's one-time token stays on the page), no MIME sniffing, and
 * no powerful feature the app does not use.
 */
export const securityHeaders = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
} as const;

/**
 * Sent by a deployed web app only (always served over https): browsers remember to use https for the app's
 * host and its sub-domains for two years, so no later visit starts over plain http. Ignored over http, and left
 * out of local builds so a developer's browser does not pin localhost to https.
 */
export const deployedOnlyHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
} as const;
