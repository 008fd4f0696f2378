import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts, whenToastsWanted } from '../notifications/notify.ts';

const ToastHost = lazy(async () => ({ default: (await import('./ToastHost.tsx')).ToastHost }));

/**
 * The visitor's own actions after which a toast may follow; the container loads on the first of them.
 * (Not focus: third-party widgets such as Google's one-tap move focus by themselves.)
 */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Mounts the toast container once toasts are wanted: when the first message is sent, or when the visitor
 * first interacts (a toast usually answers an action). Keeps react-toastify off the first visit.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const interact = () => void loadToasts();
    for (const event of INTERACTIONS) window.addEventListener(event, interact, { once: true, passive: true });
    const unsubscribe = whenToastsWanted(want);
    return () => {
      unsubscribe();
      for (const event of INTERACTIONS) window.removeEventListener(event, interact);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
