import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { DOWNLOAD_PAGE_VARIABLE, desktopRelease, UPDATE_FEED_VARIABLE } from './main/release.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Checked here, so a build with a wrong address fails rather than an installed app later. */
const release = desktopRelease(process.env);

/** Desktop bundles: main, preload and the shared renderer booted with the desktop platform (desktop/). */
export default defineConfig({
  main: {
    // The update feed and download page this build is published with (main/release.ts).
    define: {
      [`import.meta.env.${UPDATE_FEED_VARIABLE}`]: JSON.stringify(release.updateFeed ?? ''),
      [`import.meta.env.${DOWNLOAD_PAGE_VARIABLE}`]: JSON.stringify(release.downloadPage ?? ''),
    },
    build: {
      outDir: path('./out/main'),
      rollupOptions: { input: { index: path('./main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: path('./out/preload'),
      // Sandboxed preloads cannot load ES modules or other files: one self-contained CommonJS bundle.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: path('./preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path('./desktop'),
    envDir: path('.'),
    plugins: [
      react(),
      {
        // The app is served from app://lucy/ with history routing, so a page such as /settings/lucy must
        // load /assets/...; electron-vite forces relative paths ('./') in builds, which would break there.
        name: 'lucy:absolute-asset-paths',
        config: () => ({ base: '/' }),
      },
    ],
    build: {
      minify: true,
      outDir: path('./out/renderer'),
      rollupOptions: { input: { index: path('./desktop/index.html') } },
    },
  },
});
