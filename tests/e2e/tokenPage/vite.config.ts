import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * A page of the web app's origin that holds the app's token store and nothing else, built beside the app's
 * end-to-end build (playwright.config.ts) and served from its `/e2e/`. `storeSignIn` (support/signIn.ts) stores an
 * owner's tokens there as the app stores them after a sign-in, without loading the app to do it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/e2e/',
  logLevel: 'warn',
  build: { emptyOutDir: true, sourcemap: false },
});
