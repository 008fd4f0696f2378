import { createHash } from 'node:crypto';

/**
 * A pre-rendered public page shows the whole screen before any script; its scripts only make the
 * screen work. A logged-in route's frame (its layout, the page loading) shows what the owner will see while the
 * app starts. So the page asks for them once its first contentful paint is reported (after the first frame
 * where paints are not reported, and at the latest a second after the page loaded), not while it is being
 * painted: the first paint shares neither the network nor the main thread with them (on a slow phone the
 * scripts are most of the page's bytes), at the cost of starting them a little later (a paint is reported once
 * its frame is shown). The module list is inert JSON in the page; this inline script, allowed by its hash in
 * the CSP, adds a module preload for each, one per task (each costs the main thread a few milliseconds on a slow
 * phone; together they made one long task), the entry's first, and then the entry's script. So when the app
 * starts, every module its route needs is in the page already, and the bundler's preload helper, which adds the
 * ones it does not find there, finds them all (it did this in the app's first task, which was the longest). A
 * page that is not on screen (a background tab or a prerender paints no frame) starts them at once, and so does
 * a page hidden before its paint was reported; hidden, it adds them all in one go (a hidden page's timers run
 * once a second at most).
 */
export const MODULE_LIST_ID = 'lucy-modules';

/** Should no paint be reported (a browser without paint timing reports its frames instead), the latest start. */
export const START_AT_THE_LATEST_MS = 1000;

export const START_AFTER_PAINT = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const modules=JSON.parse(document.getElementById('${MODULE_LIST_ID}').textContent);const entry=modules[0];const add=(element)=>{element.crossOrigin='';document.head.append(element)};const next=()=>{const href=modules.shift();if(href===undefined){const script=document.createElement('script');script.type='module';script.src=entry;add(script);return}const link=document.createElement('link');link.rel='modulepreload';link.href=href;add(link);if(document.visibilityState==='visible')setTimeout(next);else next()};next()};if(document.visibilityState!=='visible')start();else if(typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((entries,observer)=>{if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(start));document.addEventListener('visibilitychange',start);addEventListener('load',()=>setTimeout(start,${START_AT_THE_LATEST_MS}))})()`;

/** The CSP source that allows the script above and nothing else inline. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;

/** The markup that replaces a page's module script and preloads: the list, then the script that adds them. */
export function startAfterPaintHtml(modules: readonly string[]): string {
  const list = JSON.stringify(modules).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${MODULE_LIST_ID}">${list}</script><script>${START_AFTER_PAINT}</script>`;
}
