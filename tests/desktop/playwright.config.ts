import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { TEST_PASSWORD_HASH_COST } from '../../dev-backend/identity/passwords.ts';
import {
  chromiumArgs,
  failureTrace,
  PROVISIONED_ON_THE_TESTS_WORD_MS,
  testBrowserPath,
} from '../../playwright.config.ts';
import {
  E2E_EXPECT_TIMEOUT,
  E2E_NAVIGATION_TIMEOUT,
  E2E_SERVER_TIMEOUT,
  E2E_TEST_TIMEOUT,
} from '../timeouts.ts';
import {
  DESKTOP_BACKEND_PORT,
  DESKTOP_PORT,
  DESKTOP_WEB_PORT,
  desktopBackendOrigin,
  desktopOrigin,
  desktopWebOrigin,
  E2E_DESKTOP_OUT_DIR,
  E2E_DESKTOP_WEB_OUT_DIR,
} from './servers.ts';

/**
 * Desktop end-to-end tests, run by `npm run test:desktop` inside with-keychain.sh:
 * - desktop-renderer: the desktop renderer build in Chromium, the preload bridge provided by Playwright
 *   and backed by the real main-process handlers and OS keychain (no Electron binary needed), signing in
 *   against the dev backend; payment pages open in a separate browser context (the system browser) and
 *   return through the web app's /desktop/return page, built and served beside it;
 * - electron: the app itself through Playwright's Electron support, skipped when the binary is absent.
 */
if (!process.env.LUCY_KEYCHAIN_SESSION) {
  throw new Error('The desktop end-to-end tests use the OS keychain: run them with `npm run test:desktop`.');
}

const repository = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  // Its own folder: Playwright empties its output folder when it starts, and the web suite's failures (their
  // traces and page snapshots) must still be there after this suite, which runs after it in npm test.
  outputDir: `${repository}test-results/desktop`,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One at a time: the keychain daemon and this shared machine are both happier that way.
  workers: 1,
  reporter: [['list']],
  timeout: E2E_TEST_TIMEOUT,
  expect: { timeout: E2E_EXPECT_TIMEOUT },
  use: { navigationTimeout: E2E_NAVIGATION_TIMEOUT },
  globalSetup: './electron/announceSkip.ts',
  projects: [
    {
      name: 'desktop-renderer',
      testMatch: 'e2e/**/*.spec.ts',
      use: {
        baseURL: desktopOrigin,
        browserName: 'chromium',
        launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
        trace: failureTrace,
      },
    },
    { name: 'electron', testMatch: 'electron/**/*.spec.ts' },
  ],
  webServer: [
    {
      // The dev backend, in memory and freshly seeded; tokens name it as their issuer. Lucy is provisioned on the
      // test's word, as in the web suite (playwright.config.ts).
      command: `node dev-backend/main.ts --memory --quiet --allow-local-samples --test-controls --port ${DESKTOP_BACKEND_PORT}`,
      cwd: repository,
      url: `${desktopBackendOrigin}/dev/mailbox`,
      // E-mailed links open in the browser, on the web app, as the identity service's do.
      env: {
        LUCY_APP_ORIGIN: desktopWebOrigin,
        PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
        CAMPAIGN_LIVE_DELAY_MS: String(PROVISIONED_ON_THE_TESTS_WORD_MS),
      },
      reuseExistingServer: false,
      timeout: E2E_SERVER_TIMEOUT,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The desktop build (electron-vite, as `npm run build:desktop`) with the local environment pointed at
      // that backend, then its renderer served through the app protocol's handler.
      command: [
        `node node_modules/electron-vite/bin/electron-vite.js build --outDir ${E2E_DESKTOP_OUT_DIR} --logLevel warn`,
        `node tests/desktop/serveRenderer.ts --port ${DESKTOP_PORT} --root ${E2E_DESKTOP_OUT_DIR}/renderer`,
      ].join(' && '),
      cwd: repository,
      url: `${desktopOrigin}/`,
      env: { VITE_LUCY_DEV_BACKEND: desktopBackendOrigin },
      reuseExistingServer: false,
      timeout: E2E_SERVER_TIMEOUT,
    },
    {
      // The web app of the same environment, where checkout and the customer portal return to.
      command: [
        `node node_modules/vite/bin/vite.js build --config web/vite.config.ts --outDir ${E2E_DESKTOP_WEB_OUT_DIR} --emptyOutDir --logLevel warn`,
        `node node_modules/vite/bin/vite.js preview --config web/vite.config.ts --outDir ${E2E_DESKTOP_WEB_OUT_DIR} --port ${DESKTOP_WEB_PORT} --strictPort`,
      ].join(' && '),
      cwd: repository,
      url: desktopWebOrigin,
      env: { VITE_LUCY_DEV_BACKEND: desktopBackendOrigin },
      reuseExistingServer: false,
      timeout: E2E_SERVER_TIMEOUT,
    },
  ],
});
