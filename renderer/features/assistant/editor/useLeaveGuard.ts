import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { paths } from '../../../domain/access/paths.ts';

/**
 * Where the app goes when the session ends (SPEC §2 Logout to /signin; SPEC §7 a failed refresh to /): the
 * tokens are gone by then, so the changes could not be saved and asking would only get in the way.
 */
const SESSION_END_PATHS: ReadonlySet<string> = new Set([paths.signIn, paths.index]);

/**
 * Warns before unsaved changes are lost: a navigation inside the app to another page waits on the owner's
 * choice (the router's blocker), and closing or reloading the tab asks the browser's own question
 * (beforeunload). Changing only the query, such as dismissing a banner, is not leaving; nor is the end of the
 * session.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !allowed.current &&
      dirtyNow.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !SESSION_END_PATHS.has(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    /** Lets the next navigation through, e.g. on to the next step right after a save. */
    allowNavigation: () => {
      allowed.current = true;
    },
  };
}
