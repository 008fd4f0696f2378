/**
 * The servers the end-to-end tests run against, started by Playwright's webServer (playwright.config.ts).
 * Every port can be moved by environment variable, so several checkouts can test side by side.
 */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4180);
/**
 * A second dev backend whose access tokens live a few seconds (SPEC §4, §7: the session must survive an
 * expired access token). It calls itself by the first backend's address, so its tokens carry the issuer the
 * app expects and tests can send the app's traffic to it (see shortSession.ts).
 */
export const SHORT_SESSION_BACKEND_PORT = Number(
  process.env.E2E_SHORT_SESSION_BACKEND_PORT ?? BACKEND_PORT + 1,
);
export const SHORT_ACCESS_TOKEN_SECONDS = 3;

export const webOrigin = `http://localhost:${WEB_PORT}`;
export const backendOrigin = `http://localhost:${BACKEND_PORT}`;
export const shortSessionBackendOrigin = `http://localhost:${SHORT_SESSION_BACKEND_PORT}`;

/** Where the dev backend serves the contact-automation app (SPEC §1 /ca/) in the local environment. */
export const contactAutomationOrigin = `${backendOrigin}/ca/`;
