import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The browser single-page app: the shared renderer booted with the web platform. */
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
