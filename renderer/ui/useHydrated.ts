import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the markup the build pre-rendered (web/prerender.ts) is on screen without the app behind it, and
 * while React hydrates it; true once the app handles what happens in it. Always true for a screen the browser
 * rendered itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
