import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestTimeouts } from './tests/timeouts.ts';

/**
 * Unit tests that replace a module (`vi.mock`) or depend on a module's state being fresh: each runs in a worker
 * of its own, since a worker shared with other files would hand them the module another file already loaded.
 */
const MODULE_MOCKING_UNIT_TESTS = ['renderer/notifications/notify.test.ts'];
/**
 * The same for component tests, and for the account screens' (sign-in, sign-up, password, phone) and the
 * third-party widgets': a script such a screen loads (the human check, Google's) stays in the document and in
 * the script loader's memory (ui/thirdParty/loadScript.ts) for the next file of a shared worker.
 */
const ISOLATED_COMPONENT_TESTS = [
  'renderer/features/{auth,signup,password,phone}/**/*.test.tsx',
  'renderer/ui/thirdParty/**/*.test.tsx',
  'renderer/app/BrowserSignInPages.test.tsx',
  'renderer/app/router.test.tsx',
  'renderer/app/runtime.test.tsx',
  'renderer/app/ToastsLoadFailure.test.tsx',
  'renderer/features/billing/DesktopReturnPage.test.tsx',
];

/**
 * Every Vitest suite of the project, one project each. New test files join by location:
 * renderer unit tests sit next to their code; other areas add a project config file of their own.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Inherited by the projects that extend this config; the others import the same bounds.
    ...vitestTimeouts,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['renderer/**/*.test.ts'],
          exclude: MODULE_MOCKING_UNIT_TESTS,
          environment: 'node',
          // Pure functions under Node: one worker runs many files, keeping the modules it loaded (zod,
          // libphonenumber, the domain) instead of a fresh worker and fresh imports per file. Safe because no
          // file here leaves anything behind: timers are made real again and stubbed globals unstubbed after
          // each test, and the one module with state of its own (notifications/notify.ts) is tested in
          // 'unit-isolated'. Measured together with the dev backend's project (below): the same tests pass
          // with less CPU; tests/e2e/README.md "Keeping it fast" says what keeps it safe.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: MODULE_MOCKING_UNIT_TESTS,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['renderer/**/*.test.tsx'],
          exclude: ISOLATED_COMPONENT_TESTS,
          environment: 'jsdom',
          // Worker threads start cheaper than the default child processes: measured on this project's 55
          // component test files, 19% less CPU (160 s against 198 s), the same 332 tests passing.
          pool: 'threads',
          isolate: false,
          setupFiles: ['renderer/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          include: ISOLATED_COMPONENT_TESTS,
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['renderer/test-setup.ts'],
        },
      },
      // Each area with Node-side tests owns a `vitest.config.ts` beside its code (dev backend, contracts, desktop).
      './*/vitest.config.ts',
      './tests/*/vitest.config.ts',
    ],
  },
});
