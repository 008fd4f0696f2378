import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The browser single-page app: the shared renderer booted with the web platform. */
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), prerender()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by the prerender step to link each pre-rendered screen's styles, then removed.
    manifest: true,
  },
});
