/**
 * Every test timeout of the project, in one place. They are upper bounds for a hang, never speed checks:
 * the suite runs on a shared machine (2 cores, load 10 to 30 from other work), where a step that takes
 * 1 s when the machine is quiet can take 30 s (measured: a sign-in and the settings page after it, 35 s at
 * load 25). A test that passes only when the machine is fast is a
 * defect: wait on a condition or fake the clock instead of shortening or lengthening a wait
 * (tests/e2e/README.md, "How tests wait"). Budgets for speed live in `npm run bench`, not here.
 */

/** Vitest: one retrying wait (`expect.poll`, Testing Library's `findBy*` and `waitFor`). */
export const UNIT_WAIT_TIMEOUT = 60_000;

/** Vitest: spread into the `test` options of every project: one test, one hook, one `expect.poll`. */
export const vitestTimeouts = {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: UNIT_WAIT_TIMEOUT } },
};

/** Playwright: one test (long flows mark themselves `test.slow()`, three times this). */
export const E2E_TEST_TIMEOUT = 300_000;
/** Playwright: one `expect` retrying until its condition holds. */
export const E2E_EXPECT_TIMEOUT = 60_000;
/** Playwright: one navigation (`goto`, `waitForURL`, a click that loads a page). */
export const E2E_NAVIGATION_TIMEOUT = 120_000;
/** Playwright: a web server (dev backend, or a build then its server) answering its URL. */
export const E2E_SERVER_TIMEOUT = 600_000;

/**
 * Pact verifier (`pact verifier --request-timeout`): one request to the provider or its state endpoint. Its
 * own default, 5 s, is shorter than one scrypt password hash of the dev backend on a loaded machine.
 */
export const PACT_REQUEST_TIMEOUT = 60_000;
/** Vitest: one provider's whole verification against the dev backend (dozens of requests in one test). */
export const PACT_VERIFICATION_TIMEOUT = 600_000;
