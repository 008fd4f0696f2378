import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';

/**
 * Desktop end-to-end tests, run by `npm run test:desktop` inside with-keychain.sh:
 * - desktop-renderer: the desktop renderer build in Chromium, the preload bridge provided by Playwright
 *   and backed by the real main-process handlers and OS keychain (no Electron binary needed);
 * - electron: the app itself through Playwright's Electron support, skipped when the binary is absent.
 */
if (!process.env.LUCY_KEYCHAIN_SESSION) {
  throw new Error('The desktop end-to-end tests use the OS keychain: run them with `npm run test:desktop`.');
}

const repository = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_DESKTOP_PORT ?? 4373);

export default defineConfig({
  testDir: '.',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One at a time: the keychain daemon and this shared machine are both happier that way.
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  globalSetup: './electron/announceSkip.ts',
  projects: [
    {
      name: 'desktop-renderer',
      testMatch: 'e2e/**/*.spec.ts',
      use: {
        baseURL: `http://localhost:${PORT}`,
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        trace: 'retain-on-failure',
      },
    },
    { name: 'electron', testMatch: 'electron/**/*.spec.ts' },
  ],
  webServer: {
    command: `node tests/desktop/serveRenderer.ts --port ${PORT}`,
    cwd: repository,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
