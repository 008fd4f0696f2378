import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHtml } from './pageHtml.ts';
import { MODULE_LIST_ID, START_AFTER_PAINT, START_AT_THE_LATEST_MS } from './startAfterPaint.ts';

const template = [
  '<!doctype html><html><head><title>Lucy</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('a pre-rendered page', () => {
  it.each([
    {
      kind: 'a public screen',
      route: '/signin',
      markup: '<main>Welcome back</main>',
      module: 'SignInPage-1.js',
    },
    {
      kind: "a logged-in route's frame",
      route: undefined,
      markup: '<nav></nav>',
      module: 'signedInRoutes-1.js',
    },
  ])(
    '$kind names its entry first, then every module to preload, and has no module tag left to fetch early',
    ({ route, markup, module }) => {
      const html = pageHtml({ template, markup, route, scripts: [`assets/${module}`] });
      const list = new DOMParser().parseFromString(html, 'text/html').getElementById(MODULE_LIST_ID);
      expect(JSON.parse(list?.textContent ?? '')).toEqual([
        '/assets/index-1.js',
        '/assets/runtime-1.js',
        `/assets/${module}`,
      ]);
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(html).toContain(`<script>${START_AFTER_PAINT}</script></body>`);
    },
  );
});

it('the loading frame, a wheel and no contentful paint, keeps its modules in the head, fetched with the page', () => {
  const html = pageHtml({ template, markup: '<span role="status"></span>', scriptsAfterPaint: false });
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
  expect(html).not.toContain(MODULE_LIST_ID);
});

describe('the start script', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${MODULE_LIST_ID}">["/assets/index-1.js","/assets/a.js","/assets/b.js"]</script>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const run = () => new Function(START_AFTER_PAINT)();
  const added = () =>
    [...document.head.children].map((element) =>
      element instanceof HTMLScriptElement
        ? `${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
        : `${(element as HTMLLinkElement).rel} ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
    );

  /** A browser that reports paints: returns how the test reports one to the observers the script made. */
  function reportingPaints(): (names: string[]) => void {
    type Callback = (list: { getEntriesByName(name: string): string[] }, observer: unknown) => void;
    const observing = new Set<{ callback: Callback; observer: unknown }>();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        readonly callback: Callback;
        constructor(callback: Callback) {
          this.callback = callback;
        }
        observe(options: { type: string; buffered: boolean }) {
          if (options.type === 'paint' && options.buffered)
            observing.add({ callback: this.callback, observer: this });
        }
        disconnect() {
          for (const entry of observing) if (entry.observer === this) observing.delete(entry);
        }
      },
    );
    return (names) => {
      for (const { callback, observer } of [...observing])
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, observer);
    };
  }

  const preloads = [
    'modulepreload /assets/index-1.js ',
    'modulepreload /assets/a.js ',
    'modulepreload /assets/b.js ',
  ];
  const entry = 'module /assets/index-1.js ';

  /** From the start's task on: one preload per task, the entry's first, then the entry's script. */
  function startsOnePreloadPerTaskThenTheEntry() {
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(preloads.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(preloads.slice(0, 2));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(preloads);
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual([...preloads, entry]);
    vi.runAllTimers();
    expect(added()).toEqual([...preloads, entry]);
  }

  it('where paints are reported, asks for nothing until the first contentful paint; then one preload per task, then the entry', () => {
    const paint = reportingPaints();
    run();
    vi.runAllTimers();
    expect(added()).toEqual([]);
    paint(['first-paint']);
    vi.runAllTimers();
    expect(added()).toEqual([]);
    paint(['first-contentful-paint']);
    expect(added()).toEqual([]);
    startsOnePreloadPerTaskThenTheEntry();
  });

  it('should no paint be reported, starts a second after the page loaded', () => {
    reportingPaints();
    run();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(preloads.slice(0, 1));
  });

  it('where paints are not reported, asks for nothing while the first frame is painted, then starts', () => {
    run();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    startsOnePreloadPerTaskThenTheEntry();
  });

  it('in a tab not on screen (which paints no frame) starts at once, and only once', () => {
    visibility = 'hidden';
    run();
    // All in one go: a hidden page's timers fire once a second at most.
    expect(added()).toEqual([...preloads, entry]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(added()).toEqual([...preloads, entry]);
  });

  it('hidden after it was painted but before its frame came: starts when the page is hidden', () => {
    run();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual([...preloads, entry]);
  });

  it('hidden while it adds the preloads: adds the rest at once', () => {
    run();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(preloads.slice(0, 1));
    visibility = 'hidden';
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual([...preloads, entry]);
  });
});
