import { type ComponentType, useEffect, useState } from 'react';
import { loadToasts, whenToastsWanted } from '../notifications/notify.ts';

/**
 * The visitor's own actions after which a toast may follow; the container loads on the first of them.
 * (Not focus: third-party widgets such as Google's one-tap move focus by themselves.)
 */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Mounts the toast container once toasts are wanted: when the first message is sent, or when the visitor
 * first interacts (a toast usually answers an action). Keeps react-toastify off the first visit.
 *
 * A container whose code failed to load (offline for a moment) is tried again on the visitor's next action
 * or message; meanwhile messages wait in react-toastify's queue. (A lazy component would have thrown the
 * failure into the render, and with no error boundary above the app's providers, taken the whole page down.)
 */
export function Toasts() {
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    let active = true;
    let loading = false;
    const want = () => {
      if (loading) return;
      loading = true;
      import('./ToastHost.tsx').then(
        ({ ToastHost }) => {
          if (!active) return;
          setHost(() => ToastHost);
          unlisten();
        },
        () => {
          loading = false;
        },
      );
    };
    // Loading the library tells every listener toasts are wanted, `want` above included.
    const interact = () => void loadToasts().catch(() => {});
    for (const event of INTERACTIONS) window.addEventListener(event, interact, { passive: true });
    const unsubscribe = whenToastsWanted(want);
    function unlisten() {
      unsubscribe();
      for (const event of INTERACTIONS) window.removeEventListener(event, interact);
    }
    return () => {
      active = false;
      unlisten();
    };
  }, []);
  return Host ? <Host /> : null;
}
