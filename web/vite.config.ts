import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './prerender.ts';
import { securityHeadersPlugin } from './securityHeaders.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The browser single-page app: the shared renderer booted with the web platform. */
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), prerender(), securityHeadersPlugin(fileURLToPath(new URL('..', import.meta.url)))],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    // Source maps are not published with the app (issue 15): they would hand out the whole source.
    sourcemap: false,
    // Read by the prerender step to link each pre-rendered screen's styles, then removed.
    manifest: true,
  },
});
