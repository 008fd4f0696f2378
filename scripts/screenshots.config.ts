import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e, { chromiumArgs, chromiumPath } from '../playwright.config.ts';

/**
 * `npm run screenshots`: the Playwright runner drives scripts/screenshots/ (a file a family) against the same servers as the
 * end-to-end tests (playwright.config.ts: the dev backend, the web build talking to it), so the screenshots get
 * the tests' accounts, helpers and timeouts. Not a test suite: nothing here runs in `npm test`.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const servers = Array.isArray(e2e.webServer) ? e2e.webServer : e2e.webServer ? [e2e.webServer] : [];

export default defineConfig({
  ...e2e,
  testDir: 'screenshots',
  testMatch: '*.shots.ts',
  outputDir: `${root}test-results/screenshots`,
  // What owners see: the full browser, not the tests' headless shell.
  use: { ...e2e.use, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
  fullyParallel: false,
  workers: 1,
  // A web server's commands run in the config's folder unless told otherwise.
  webServer: servers.map((server) => ({ ...server, cwd: root })),
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
