import { defineConfig } from 'vitest/config';
import { vitestTimeouts } from '../../tests/timeouts.ts';

/** Runs only the fixture consumer test of pacts.test.ts (the `npm run pacts` test), never part of `npm test`. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['pactsScript.fixture.ts'],
    environment: 'node',
    pool: 'forks',
    ...vitestTimeouts,
  },
});
