import { PRERENDERED_ATTRIBUTE, PRERENDERED_VARIES_ATTRIBUTE } from '../renderer/app/prerendered.ts';
import { formatPageTitle } from '../renderer/ui/pageTitle.ts';
import { startAfterPaintHtml } from './startAfterPaint.ts';

/**
 * A page the build writes (web/prerender.ts): the built index.html with a route's markup, the styles it needs in
 * the page itself, and its scripts asked for once it is painted.
 */

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
