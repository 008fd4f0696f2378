import type { DataRouter, RouterState } from 'react-router';
import { scrubUrl } from '../domain/analytics/scrub.ts';

/**
 * One page the visitor saw: where (its address without secrets), and when (a page view queued before
 * analytics loads keeps its time).
 */
export interface PageView {
  url: string;
  pathname: string;
  at: number;
}

/**
 * Calls `onPageView` for the page the router shows now and for every navigation after it, once the navigation
 * has settled: the guards' redirects happen inside a navigation, so only where the visitor arrives counts, once.
 * A change of the hash alone is not a new page.
 */
export function watchPageViews(
  router: Pick<DataRouter, 'state' | 'subscribe' | 'createHref'>,
  onPageView: (view: PageView) => void,
  now: () => number = Date.now,
): () => void {
  let last: string | undefined;
  function observe(state: RouterState) {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const { pathname, search } = state.location;
    if (`${pathname}${search}` === last) return;
    last = `${pathname}${search}`;
    onPageView({
      url: scrubUrl(new URL(router.createHref(state.location), window.location.origin).href),
      pathname,
      at: now(),
    });
  }
  observe(router.state);
  return router.subscribe(observe);
}
