type Toastify = typeof import('react-toastify');

/**
 * Toasts (SPEC §9) without putting react-toastify on the first visit: the library loads when the first
 * message is shown or when the visitor starts to interact, whichever comes first (see app/Toasts.tsx, which
 * mounts the container then). Messages sent before the container is mounted wait in react-toastify's queue.
 */
let toastify: Promise<Toastify> | undefined;
const wanted = new Set<() => void>();

export function loadToasts(): Promise<Toastify> {
  if (!toastify) {
    const loading = import('react-toastify');
    toastify = loading;
    // A failed load (offline for a moment) is tried again with the next message, not remembered. (A browser
    // that keeps a failed module fetch in its module map fails again until the page is reloaded.)
    loading.catch(() => {
      if (toastify === loading) toastify = undefined;
    });
  }
  for (const listener of wanted) listener();
  return toastify;
}

/**
 * Called when toasts are needed: at once if they already are, then on each message or load (the container
 * that failed to load tries again then; a listener that has what it needs unsubscribes).
 */
export function whenToastsWanted(listener: () => void): () => void {
  if (toastify) listener();
  wanted.add(listener);
  return () => wanted.delete(listener);
}

function show(kind: 'error' | 'warning' | 'success' | 'info') {
  return (message: string) => {
    loadToasts().then(
      ({ toast }) => toast[kind](message),
      (error: unknown) => console.error(`Could not show the message “${message}”`, error),
    );
  };
}

/** Shows a toast with the app's settings (SPEC §9); features use this rather than react-toastify itself. */
export const notify = {
  error: show('error'),
  warning: show('warning'),
  success: show('success'),
  info: show('info'),
};
