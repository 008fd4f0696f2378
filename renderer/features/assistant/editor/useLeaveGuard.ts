import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: a navigation inside the app to another page waits on the owner's
 * choice (the router's blocker), and closing or reloading the tab asks the browser's own question
 * (beforeunload). Changing only the query, such as dismissing a banner, is not leaving.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !allowed.current && dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
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
