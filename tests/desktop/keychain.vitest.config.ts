import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vitestTimeouts } from '../timeouts.ts';

/**
 * The token vault against a real Secret Service. Run it through `npm run test:desktop`, which wraps it in
 * with-keychain.sh (a private D-Bus session with an unlocked gnome-keyring); it is not part of the default
 * Vitest run because it would touch the keyring of whoever runs it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'keychain',
    environment: 'node',
    include: ['main/**/*.keychain.test.ts'],
    setupFiles: ['tests/desktop/requireKeychainSession.ts'],
    // The keyring daemon answers one client at a time quickly but not in parallel.
    fileParallelism: false,
    ...vitestTimeouts,
  },
});
