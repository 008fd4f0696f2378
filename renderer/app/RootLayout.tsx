import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { usePersonChanges } from '../session/context.tsx';
import { LoadingBar } from '../ui/LoadingBar.tsx';
import { usePageTitle } from '../ui/pageTitle.ts';
import { AppLoading } from './AppLoading.tsx';
import { restoreEditsMadeBeforeHydration } from './prerendered.ts';
import { handleOf, titleOf } from './routes/handle.ts';
import { SessionKeepingNotice } from './SessionKeepingNotice.tsx';

/**
 * SPEC §2: scroll resets to the top on every path change. Not when the app starts: a visitor may have scrolled
 * the pre-rendered page before the app took it over (found by privacy.spec: the page jumped back to the top under
 * a tap on the footer's privacy choices), and a reload keeps the browser's own scroll position.
 */
function ScrollReset() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** SPEC §2 page title: the subtitle the route shown gives in its handle (routes/table.tsx). */
function RouteTitle() {
  const { search } = useLocation();
  const route = useMatches().at(-1);
  usePageTitle(route ? titleOf(handleOf(route), search) : undefined);
  return null;
}

/** Inside the screen's Suspense boundary, so it runs once that boundary is hydrated (web/prerender.ts). */
function RestoreEditsMadeBeforeHydration() {
  useEffect(() => void restoreEditsMadeBeforeHydration(), []);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  // When someone else signs in elsewhere, every screen of the previous person starts afresh: no draft, form or
  // pending answer of theirs stays on screen for the next person.
  const personChanges = usePersonChanges();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <ScrollReset />
      <RouteTitle />
      <SessionKeepingNotice />
      {/* A screen may wait for code it loads on first use, such as the api (useDataServices). */}
      <Suspense fallback={<AppLoading />}>
        <RestoreEditsMadeBeforeHydration />
        <Outlet key={personChanges} />
      </Suspense>
    </>
  );
}
