/**
 * The prerender step of the web build: after the browser bundle is written, web/prerender.tsx is
 * bundled for Node and each public route is rendered into its own HTML file with the styles its screen needs
 * written into the page and its scripts asked for once it is painted, so a first visit paints before any script
 * runs and without waiting on a stylesheet. The logged-in routes get their layout's frame the same way (`framePages`). A static
 * host serves `/signin` from `signin.html` and `/settings/lucy` from `settings/lucy.html` (and so on for each
 * route); every other path falls back to `index.html`, which holds the loading frame.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_VARIES_ATTRIBUTE } from '../renderer/app/prerendered.ts';
import { formatPageTitle } from '../renderer/ui/pageTitle.ts';
import type { FrameName } from './prerender.tsx';
import { startAfterPaintHtml } from './startAfterPaint.ts';

/** The routes painted before the script: every public screen a first visit can land on (SPEC §2). */
interface PrerenderedPage {
  path: string;
  /** The address rendered, when it needs a query to show what a first visit sees. */
  render?: string;
  /** Query parameters that change what the screen shows: with one of them the browser renders anew. */
  varies?: readonly string[];
  /** The screen's page title (its usePageTitle subtitle). */
  title: string;
  /** The screen's module, whose chunk's styles and scripts the page links. */
  screen: string;
}

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/signin', title: 'Sign in', screen: 'renderer/features/auth/SignInPage.tsx' },
  { path: '/signup', title: 'Create your account', screen: 'renderer/features/signup/SignupPage.tsx' },
  {
    path: '/signup/unavailable',
    title: 'Not available yet',
    screen: 'renderer/features/signup/UnavailablePage.tsx',
  },
  // An e-mailed reset link (with its token) shows the choose-new-password screen instead.
  {
    path: '/reset',
    varies: ['verificationToken'],
    title: 'Reset your password',
    screen: 'renderer/features/password/ResetPage.tsx',
  },
  // /verify is always opened from an e-mailed link: rendered with one, it shows the link being checked.
  {
    path: '/verify',
    render: '/verify?verificationToken=link',
    title: 'Activate your account',
    screen: 'renderer/features/password/VerifyPage.tsx',
  },
];

/**
 * Logged-in routes (SPEC §2), which need the owner's session: each paints its layout's frame (web/prerender.tsx)
 * with the styles of its layout and screen, and asks for their scripts once painted, as the public pages do
 * (web/startAfterPaint.ts). The app does not hydrate a frame: once the route is in, it renders the screen in its
 * place (bootstrap.tsx), or sends a signed-out visitor to /signin.
 */
interface FramePage {
  path: string;
  frame: FrameName;
  /** The modules (layout and screen) whose chunks' styles and scripts the page links. */
  modules: readonly string[];
}

/** The web token store's cryptography, loaded when a token is read (renderer/platform/webTokenStore.ts). */
const TOKEN_CIPHER = 'renderer/platform/webTokenCipher.ts';
/** The signed-in part of the route table, which the router loads before any logged-in route (app/router.tsx). */
const SIGNED_IN_ROUTES = 'renderer/app/signedInRoutes.tsx';
/** What the access check of a logged-in route reads first: the owner's account summary (session/createSession.ts). */
const SESSION_SUMMARY = 'renderer/session/summary.ts';

const settingsPage = (path: string, screen: string, frame: FrameName = 'settings'): FramePage => ({
  path,
  frame,
  modules: ['renderer/features/settings/SettingsLayout.tsx', screen],
});
const forwarding = (screen: string) => `renderer/features/forwarding/${screen}.tsx`;
const billing = (screen: string) => `renderer/features/billing/${screen}.tsx`;

export const framePages: readonly FramePage[] = [
  settingsPage('/settings/lucy', 'renderer/features/assistant/LucySettingsPage.tsx', 'settingsLucy'),
  settingsPage('/settings/billing', billing('ManagePlanPage')),
  settingsPage('/settings/integrations', 'renderer/features/integrations/IntegrationsPage.tsx'),
  // Help loads billing's plan cards with it (app/signedInRoutes.tsx).
  {
    path: '/settings/help',
    frame: 'settings',
    modules: [
      'renderer/features/settings/SettingsLayout.tsx',
      'renderer/features/help/HelpPage.tsx',
      billing('PlansIncluded'),
    ],
  },
  settingsPage('/settings/password', 'renderer/features/password/ChangePasswordPage.tsx'),
  { path: '/setup/phone', frame: 'authLayout', modules: ['renderer/features/phone/PhonePage.tsx'] },
  { path: '/setup/waitlist', frame: 'authLayout', modules: ['renderer/features/phone/WaitlistPage.tsx'] },
  { path: '/setup/device', frame: 'phoneStep', modules: [forwarding('DevicePage')] },
  { path: '/setup/carrier', frame: 'phoneStep', modules: [forwarding('CarrierPage')] },
  { path: '/setup/carrier/plan', frame: 'phoneStep', modules: [forwarding('CarrierPlanPage')] },
  { path: '/setup/carrier/other', frame: 'phoneStep', modules: [forwarding('OtherCarrierPage')] },
  { path: '/setup/carrier/validate', frame: 'phoneStep', modules: [forwarding('CarrierCheckPage')] },
  { path: '/setup/config', frame: 'setupForm', modules: ['renderer/features/assistant/SetupConfigPage.tsx'] },
  { path: '/setup/billing', frame: 'setupPlans', modules: [billing('SetupBillingPage')] },
  { path: '/setup/loading', frame: 'authLayout', modules: [billing('LoadingPage')] },
  { path: '/setup/loading/upgraded', frame: 'authLayout', modules: [billing('LoadingPage')] },
  { path: '/setup/loading/switched', frame: 'authLayout', modules: [billing('LoadingPage')] },
  {
    path: '/setup/guide',
    frame: 'setupGuide',
    modules: ['renderer/features/forwarding/guide/GuidePage.tsx'],
  },
  { path: '/reactivate', frame: 'reactivate', modules: [billing('ReactivatePage')] },
];

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The entry script and the module preloads as Vite writes them into index.html. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A stylesheet of the built app as the template links it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** The stylesheets the built index.html links (the entry's own), in their order. */
export function linkedStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string);
}

/**
 * A stylesheet put in the page itself, so the first paint waits on no request for it (the CSP allows inline
 * styles). The disabled link after it is never fetched nor applied; it tells the app's module loader, which
 * looks for `<link rel="stylesheet">` before adding one, that the screen's styles are there already, so they
 * are not downloaded again when the screen's code loads.
 */
function inlineStylesheet(file: string, text: string): string {
  if (/<\/style/i.test(text)) throw new Error(`${file} cannot be put in a <style> element`);
  return `<style data-href="/${file}">${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

export interface PageHtml {
  template: string;
  markup: string;
  route?: string;
  varies?: readonly string[];
  title?: string;
  /** The stylesheets the page needs (the template's and the screen's), file name to text, in cascade order. */
  styles?: ReadonlyMap<string, string>;
  scripts?: Iterable<string>;
  /**
   * Whether the page asks for its scripts once its first contentful paint is reported (web/startAfterPaint.ts):
   * not the loading frame, whose wheel is no contentful paint (it would wait for the start script's fallback).
   */
  scriptsAfterPaint?: boolean;
}

/** The built index.html with a route's markup in #root, its styles in the page and its scripts preloaded. */
export function pageHtml({
  template,
  markup,
  route,
  varies = [],
  title,
  styles = new Map(),
  scripts = [],
  scriptsAfterPaint = true,
}: PageHtml): string {
  const textOf = (file: string) => {
    const text = styles.get(file);
    if (text === undefined) throw new Error(`The text of ${file} was not given to the pre-rendered page`);
    return text;
  };
  // The template's own stylesheets are put in place where it links them; the screen's follow them.
  const linked = linkedStylesheets(template);
  const withStyles = template.replace(STYLESHEET_LINK, (_link, file: string) =>
    inlineStylesheet(file, textOf(file)),
  );
  // What the template links already (the entry's own chunks) is not linked twice.
  const added = (file: string) => !template.includes(`/${file}"`);
  const head = [
    ...[...styles.keys()]
      .filter((file) => !linked.includes(file))
      .map((file) => inlineStylesheet(file, textOf(file))),
    ...[...scripts].filter(added).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  // A pre-rendered screen is painted whole before any script runs, and a logged-in route's frame stands for its
  // page until the app is in: in either, the entry and module preloads are asked for after that paint
  // (web/startAfterPaint.ts). (With them in a frame's head, the settings frame's 38 modules arrived and compiled
  // while it painted: Lighthouse's TBT 240-420 ms on /settings/lucy; 20-100 ms after.)
  const scriptsHtml = (html: string) => {
    if (!scriptsAfterPaint) return html;
    const modules: string[] = [];
    const withoutModules = html
      .replace(MODULE_SCRIPT, (_tag, file: string) => {
        modules.unshift(file);
        return '';
      })
      .replace(MODULE_PRELOAD, (_tag, file: string) => {
        modules.push(file);
        return '';
      });
    if (!modules.length) throw new Error('The page template has no module script');
    if (!withoutModules.includes('</body>')) throw new Error('The page template has no </body>');
    return withoutModules.replace('</body>', () => `${startAfterPaintHtml(modules)}</body>`);
  };
  const variesAttribute = varies.length ? ` ${PRERENDERED_VARIES_ATTRIBUTE}="${varies.join(' ')}"` : '';
  const root = route
    ? `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route}"${variesAttribute}>`
    : '<div id="root">';
  let html = scriptsHtml(withStyles.replace('</head>', `${head}</head>`)).replace(
    '<div id="root"></div>',
    `${root}${markup}</div>`,
  );
  if (title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(formatPageTitle(title))}</title>`);
  if (!html.includes(markup)) throw new Error('The page template has no empty <div id="root"></div>');
  return html;
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
            ssr: resolve(config.root, 'prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            rollupOptions: { output: { entryFileNames: 'prerender.js' } },
          },
        });
        const renderer = (await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        )) as typeof import('./prerender.tsx');
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
        for (const page of prerenderedPages) {
          const key = join('..', page.screen);
          const { css, scripts } = assetsOf(manifest, key.replaceAll('\\', '/'));
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
        for (const page of framePages) {
          const css = new Set<string>();
          const scripts = new Set<string>();
          // A logged-in route reads the stored tokens first: their cipher's code is fetched with the page's, as
          // are the signed-in part of the route table and the account summary its access check reads (so the
          // bundler's preload helper finds them in the page, rather than adding them in the app's first tasks).
          for (const module of [TOKEN_CIPHER, SIGNED_IN_ROUTES, SESSION_SUMMARY, ...page.modules]) {
            const assets = assetsOf(manifest, join('..', module).replaceAll('\\', '/'));
            for (const file of assets.css) css.add(file);
            for (const file of assets.scripts) scripts.add(file);
          }
          const html = pageHtml({
            template,
            markup: await renderer.renderFrame(page.frame, page.path),
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
