import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { TEST_PASSWORD_HASH_COST } from './dev-backend/identity/passwords.ts';
import {
  BACKEND_PORT,
  backendOrigin,
  SHORT_ACCESS_TOKEN_SECONDS,
  SHORT_SESSION_BACKEND_PORT,
  WEB_PORT,
  webOrigin,
} from './tests/e2e/support/servers.ts';
import {
  E2E_EXPECT_TIMEOUT,
  E2E_NAVIGATION_TIMEOUT,
  E2E_SERVER_TIMEOUT,
  E2E_TEST_TIMEOUT,
} from './tests/timeouts.ts';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browsers cannot be downloaded here), against the
 * dev backend with an in-memory database and the web app built to talk to it, served by `vite preview`.
 * Two runs at once on one machine need ports of their own (E2E_WEB_PORT, E2E_BACKEND_PORT, ...; tests/e2e/README.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell`, the same Chromium release built without the
 * desktop browser around it (Playwright's own headless tests run on such a build for the same reason). It halves
 * the suite: 30 e2e tests (routing, seeded-landings) on 2 workers took 138 s and 83 s of CPU with the full
 * browser, 72 s and 47 s with the shell, alternated twice on a busy machine. The benchmarks, Lighthouse and the
 * screenshots keep the full browser (`chromiumPath`), what owners run. Without the shell installed, the full one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];

/**
 * What a failed test leaves to look at. On a person's machine, its trace (actions, DOM snapshots, network), without
 * the screencast: screenshots of every step cost about a third of the suite's browser CPU (measured on
 * seeded-landings: 53 s with them, 40 s without, 35 s with no trace at all, for 17 tests). In CI, none: it keeps
 * the log and no file, and recording a trace of every test for nobody to open was a tenth of the suite's CPU
 * (52 tests alternated: 192 s and 204 s of CPU without DOM snapshots, 232 s and 230 s with them). The log has
 * each failure's error, call log and the step it failed on; `npx playwright test --trace on` records one again.
 */
export const failureTrace = process.env.CI
  ? ('off' as const)
  : { mode: 'retain-on-failure' as const, screenshots: false };

/** The e2e build has its own output folder, so `npm run build` and `npm run bench` never see it. */
const E2E_OUT_DIR = fileURLToPath(new URL('./out/e2e-web', import.meta.url));

/**
 * A dev backend with its test knobs (dev-backend/options.ts): cheap password hashes, and the test controls
 * (`--test-controls`: a test ends Lucy's provisioning on its word, tests/e2e/support/backend.ts
 * `finishProvisioning`). Her provisioning never ends by the clock here (a day), so a loading page reached late
 * on a busy machine still finds her being provisioned.
 */
export const PROVISIONED_ON_THE_TESTS_WORD_MS = 24 * 60 * 60 * 1000;
function devBackend(port: number, env: Record<string, string> = {}) {
  return {
    command: `node dev-backend/main.ts --memory --quiet --allow-local-samples --test-controls --port ${port}`,
    url: `http://localhost:${port}/dev/mailbox`,
    env: {
      LUCY_APP_ORIGIN: webOrigin,
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      CAMPAIGN_LIVE_DELAY_MS: String(PROVISIONED_ON_THE_TESTS_WORD_MS),
      ...env,
    },
    reuseExistingServer: false,
    timeout: E2E_SERVER_TIMEOUT,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/web-${WEB_PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: E2E_TEST_TIMEOUT,
  expect: { timeout: E2E_EXPECT_TIMEOUT },
  use: {
    baseURL: webOrigin,
    navigationTimeout: E2E_NAVIGATION_TIMEOUT,
    browserName: 'chromium',
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: failureTrace,
  },
  webServer: [
    devBackend(BACKEND_PORT),
    devBackend(SHORT_SESSION_BACKEND_PORT, {
      LUCY_DEV_BACKEND_ORIGIN: backendOrigin,
      ACCESS_TOKEN_TTL_SECONDS: String(SHORT_ACCESS_TOKEN_SECONDS),
    }),
    {
      command: [
        `vite build --config web/vite.config.ts --outDir ${E2E_OUT_DIR} --emptyOutDir --logLevel warn`,
        // Served from /e2e/ of the same origin: where storeSignIn keeps an owner's tokens (tests/e2e/support/signIn.ts).
        `vite build --config tests/e2e/tokenPage/vite.config.ts --outDir ${E2E_OUT_DIR}/e2e`,
        `vite preview --config web/vite.config.ts --outDir ${E2E_OUT_DIR} --port ${WEB_PORT} --strictPort`,
      ].join(' && '),
      url: webOrigin,
      env: { VITE_LUCY_DEV_BACKEND: backendOrigin, VITE_E2E_PROBE: '1' },
      reuseExistingServer: false,
      timeout: E2E_SERVER_TIMEOUT,
    },
  ],
});
