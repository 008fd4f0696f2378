/**
 * The prerender step of the web build: after the browser bundle is written, web/renderAtBuild.tsx is bundled for
 * Node and each public route the route table marks (`handle.prerender`) is rendered into its own HTML file with the
 * styles its screen needs written into the page and its scripts asked for once it is painted, so a first visit
 * paints before any script runs and without waiting on a stylesheet. The logged-in routes get their frame's
 * outline the same way (web/pages.ts `framePages`). A static host serves `/signin` from `signin.html` and
 * `/settings/lucy` from `settings/lucy.html` (and so on for each route); every other path falls back to
 * `index.html`, which holds the loading frame.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { linkedStylesheets, pageHtml } from './pageHtml.ts';

/** The web token store's cryptography, loaded when a token is read (renderer/platform/webTokenStore.ts). */
const TOKEN_CIPHER = 'renderer/platform/webTokenCipher.ts';
/** The signed-in part of the route table, which the router loads before any logged-in route (app/router.tsx). */
const SIGNED_IN_ROUTES = 'renderer/app/routes/signedInRoutes.tsx';
/** What the access check of a logged-in route reads first: the owner's account summary (session/createSession.ts). */
const SESSION_SUMMARY = 'renderer/session/summary.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets and scripts a screen's chunk needs, following its static imports. */
function assetsOf(manifest: Manifest, key: string): { css: Set<string>; scripts: Set<string> } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[key]) throw new Error(`The build has no chunk for ${key}; is the screen still lazy-loaded?`);
  visit(key);
  return { css, scripts };
}

/** Vite plugin: pre-renders after a browser build of the web app (never during the Node build it starts). */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lucy-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the Node bundle resolves react and react-router from its node_modules.
      const cacheDir = resolve(config.root, '..', 'node_modules', '.cache');
      await mkdir(cacheDir, { recursive: true });
      const serverDir = await mkdtemp(join(cacheDir, 'lucy-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, 'renderAtBuild.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            rollupOptions: { output: { entryFileNames: 'renderAtBuild.js' } },
          },
        });
        const renderer = (await import(
          pathToFileURL(join(serverDir, 'renderAtBuild.js')).href
        )) as typeof import('./renderAtBuild.tsx');
        const manifestPath = join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const texts = new Map<string, string>();
        const stylesOf = async (files: Iterable<string>) => {
          for (const file of files)
            if (!texts.has(file)) texts.set(file, await readFile(join(outDir, file), 'utf8'));
          return new Map([...files].map((file) => [file, texts.get(file) as string]));
        };
        const entryStyles = linkedStylesheets(template);
        const writePage = async (path: string, html: string) => {
          const file = join(outDir, `${path}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        };
        const linkedAssets = (modules: readonly string[]) => {
          const css = new Set<string>();
          const scripts = new Set<string>();
          for (const module of modules) {
            const assets = assetsOf(manifest, join('..', module).replaceAll('\\', '/'));
            for (const file of assets.css) css.add(file);
            for (const file of assets.scripts) scripts.add(file);
          }
          return { css, scripts };
        };
        for (const page of renderer.prerenderedPages()) {
          const { css, scripts } = linkedAssets(page.modules);
          const html = pageHtml({
            template,
            markup: await renderer.renderRoute(page.render ?? page.path),
            route: page.path,
            varies: page.varies,
            title: page.title,
            styles: await stylesOf([...entryStyles, ...css]),
            scripts,
          });
          await writePage(page.path, html);
        }
        for (const page of renderer.framePages()) {
          // A logged-in route reads the stored tokens first: their cipher's code is fetched with the page's, as
          // are the signed-in part of the route table and the account summary its access check reads (so the
          // bundler's preload helper finds them in the page, rather than adding them in the app's first tasks).
          const { css, scripts } = linkedAssets([
            TOKEN_CIPHER,
            SIGNED_IN_ROUTES,
            SESSION_SUMMARY,
            ...page.modules,
          ]);
          const html = pageHtml({
            template,
            markup: await renderer.renderFrame(page),
            styles: await stylesOf([...entryStyles, ...css]),
            scripts,
          });
          await writePage(page.path, html);
        }
        await writeFile(
          join(outDir, 'index.html'),
          pageHtml({
            template,
            markup: renderer.renderLoadingFrame(),
            styles: await stylesOf(entryStyles),
            // Nothing on it but the wheel: its scripts start at once.
            scriptsAfterPaint: false,
          }),
        );
        // The manifest served the step above; it is not part of the published app.
        await rm(join(outDir, '.vite'), { recursive: true, force: true });
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
