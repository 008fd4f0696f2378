import { type DesktopEnvironmentName, PRODUCT_DOMAIN } from './environment.ts';

/**
 * The desktop renderer's Content-Security-Policy, sent as a response header by the app protocol
 * (Electron security checklist item 7). Scripts come only from the app itself and the two third-party
 * widgets the spec names (human check, social sign-in); the renderer talks only to the environment's
 * services and product analytics. Third-party origins follow the vendors' published CSP guidance.
 */

interface Sources {
  script: readonly string[];
  style: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  media: readonly string[];
}

const humanCheck = 'https://challenges.cloudflare.com';
const socialSignIn = 'https://accounts.google.com/gsi/';
/** posthog-js sends to `<region>.i.posthog.com` and loads its recorder and surveys from `<region>-assets.i.posthog.com`. */
const analytics = 'https://*.i.posthog.com';
/** Identity, gateways and builder of every deployed stage live under the product domain. */
const services = `https://*.${PRODUCT_DOMAIN}`;

const deployed: Sources = {
  script: [humanCheck, socialSignIn, analytics],
  style: [socialSignIn],
  connect: [services, analytics, socialSignIn],
  frame: [humanCheck, socialSignIn],
  media: [services],
};

/** Local development: the dev backend on a loopback port stands in for the services and third parties. */
const loopback = ['http://localhost:*', 'http://127.0.0.1:*'];
const local: Sources = {
  script: loopback,
  style: loopback,
  connect: loopback,
  frame: loopback,
  media: loopback,
};

export interface PolicyOptions {
  /** The electron-vite dev server (`npm run desktop`); its hot reload needs an inline preamble and a socket. */
  devServer?: string;
}

export function contentSecurityPolicy(
  environment: DesktopEnvironmentName,
  options: PolicyOptions = {},
): string {
  const sources = environment === 'local' ? local : deployed;
  const dev = options.devServer ? new URL(options.devServer) : undefined;
  const devScript = dev ? ["'unsafe-inline'", dev.origin] : [];
  const devConnect = dev ? [dev.origin, `ws://${dev.host}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...devScript, ...sources.script],
    // Inline styles only: the social sign-in and human-check widgets inject style elements.
    ['style-src', "'self'", "'unsafe-inline'", ...sources.style],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...devConnect, ...sources.connect],
    ['frame-src', ...sources.frame],
    // Greeting and voice previews play audio the app fetched (blob) or the services serve.
    ['media-src', "'self'", 'blob:', 'data:', ...sources.media],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
