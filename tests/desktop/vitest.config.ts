import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { vitestTimeouts } from '../timeouts.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Main-process and preload tests under Node, without the Electron binary. The keychain suites
 * (`*.keychain.test.ts`) need a Secret Service and run through keychain.vitest.config.ts instead.
 */
export default defineProject({
  root: repository,
  resolve: {
    alias: { electron: fileURLToPath(new URL('./electronUnmocked.ts', import.meta.url)) },
  },
  test: {
    name: 'desktop',
    environment: 'node',
    include: ['main/**/*.test.ts', 'preload/**/*.test.ts', 'tests/desktop/**/*.test.ts'],
    exclude: ['**/*.keychain.test.ts', '**/node_modules/**'],
    ...vitestTimeouts,
  },
});
