/**
 * Every deployed host name in one place, so moving a domain is a one-line change.
 * The app is served from `app.<stage>.<domain>`; each backend service has its own sub-domain.
 */
export const PRODUCT_DOMAIN = 'lucy-receptionist.com';

export const appHosts = {
  local: ['localhost', '127.0.0.1'],
  dev: `app.dev.${PRODUCT_DOMAIN}`,
  qa: `app.qa.${PRODUCT_DOMAIN}`,
  production: `app.${PRODUCT_DOMAIN}`,
} as const;

/** Review environments are one per pull request: `app.pr-<number>.review.<domain>`. */
export const reviewHostPattern = new RegExp(
  `^app\\.pr-([^.]*)\\.review\\.${PRODUCT_DOMAIN.replaceAll('.', '\\.')}$`,
);

export const serviceHosts = {
  dev: {
    identity: `https://identity.dev.${PRODUCT_DOMAIN}`,
    gateway: `https://gateway.dev.${PRODUCT_DOMAIN}`,
  },
  qa: {
    identity: `https://identity.qa.${PRODUCT_DOMAIN}`,
    gatewayAu: `https://au.gateway.qa.${PRODUCT_DOMAIN}`,
    gatewayUs: `https://us.gateway.qa.${PRODUCT_DOMAIN}`,
  },
  production: {
    identity: `https://identity.${PRODUCT_DOMAIN}`,
    gatewayAu: `https://au.gateway.${PRODUCT_DOMAIN}`,
    gatewayUs: `https://us.gateway.${PRODUCT_DOMAIN}`,
  },
  /** Review environments share the dev identity service and get their own gateway. */
  review: (id: string) => ({
    identity: `https://identity.dev.${PRODUCT_DOMAIN}`,
    gateway: `https://gateway.pr-${id}.review.${PRODUCT_DOMAIN}`,
  }),
} as const;

/** Third-party services as the browser loads them outside local development. */
export const thirdPartyHosts = {
  turnstileScript: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  googleIdentityScript: 'https://accounts.google.com/gsi/client',
  analytics: { au: 'https://eu.i.posthog.com', us: 'https://us.i.posthog.com' },
  callDetails: (stageDomain: string) => `https://calls.${stageDomain}`,
} as const;
