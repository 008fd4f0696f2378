import { useSyncExternalStore } from 'react';

let held = false;
const listeners = new Set<() => void>();

/** While the app gives back what was typed into the pre-rendered page (renderer/app/prerendered.ts). */
export function holdSubmitsWhile<T>(work: Promise<T>): Promise<T> {
  held = true;
  for (const listener of listeners) listener();
  return work.finally(() => {
    held = false;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while the markup the build pre-rendered (web/prerender.ts) is on screen without the app behind it,
 * while React hydrates it and while what the visitor typed meanwhile is given back to the app; true once the
 * app handles what happens in it. Always true for a screen the browser rendered itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !held,
    () => false,
  );
}
