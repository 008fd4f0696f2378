import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './prerender.ts';
import { securityHeadersPlugin } from './securityHeaders.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Shown in the About entry (the desktop app reads its version from Electron instead). */
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The browser single-page app: the shared renderer booted with the web platform. */
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  plugins: [react(), prerender(), securityHeadersPlugin(fileURLToPath(new URL('..', import.meta.url)))],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    // Source maps are not published with the app: they would hand out the whole source.
    sourcemap: false,
    // Read by the prerender step to link each pre-rendered screen's styles, then removed.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (react, react-router, TanStack Query, the app's
          // start-up) in the entry chunk itself. Left to itself the bundler cut it into a chunk per set of
          // importers (29 files on /signin, most under 1 KB gzipped), each compressed on its own.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What nearly every screen's form uses (buttons, fields, their errors, the form hook, a mutation),
            // in one chunk rather than six of a few hundred bytes each: -1.0 KB on /signin, less on every route.
            {
              name: 'forms',
              test: new RegExp(
                [
                  String.raw`renderer[\\/]ui[\\/](Button|Field|FieldError|FieldFrame|useForm|pageTitle|Spinner)\.`,
                  String.raw`renderer[\\/]domain[\\/]validation[\\/]issues\.`,
                  String.raw`react-query[\\/]build[\\/]modern[\\/]useMutation\.`,
                  String.raw`query-core[\\/]build[\\/]modern[\\/]mutationObserver\.`,
                ].join('|'),
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
