import { fileURLToPath } from 'node:url';

/**
 * The servers of the desktop end-to-end tests (tests/desktop/playwright.config.ts). Both ports can be moved
 * by environment variable, so several checkouts can test side by side.
 */
export const DESKTOP_PORT = Number(process.env.E2E_DESKTOP_PORT ?? 4373);
export const DESKTOP_BACKEND_PORT = Number(process.env.E2E_DESKTOP_BACKEND_PORT ?? 4380);
export const DESKTOP_WEB_PORT = Number(process.env.E2E_DESKTOP_WEB_PORT ?? 4374);

/** Where the desktop renderer build is served, standing in for `app://lucy`. */
export const desktopOrigin = `http://localhost:${DESKTOP_PORT}`;
/**
 * The web app of the same local environment: payment pages return to its /desktop/return page,
 * which hands the owner back to the desktop app through lucy://. It stands for the system browser's side.
 */
export const desktopWebOrigin = `http://localhost:${DESKTOP_WEB_PORT}`;
/** The dev backend the local environment of that build points at (`VITE_LUCY_DEV_BACKEND`). */
export const desktopBackendOrigin = `http://localhost:${DESKTOP_BACKEND_PORT}`;

/**
 * The desktop build made for these tests, apart from `out/` so `npm run build` and packaging never pick up
 * a build pointed at a test backend.
 */
export const E2E_DESKTOP_OUT_DIR = fileURLToPath(new URL('../../out/e2e-desktop', import.meta.url));

/** The web app build of these tests, beside the desktop one. */
export const E2E_DESKTOP_WEB_OUT_DIR = fileURLToPath(new URL('../../out/e2e-desktop-web', import.meta.url));
