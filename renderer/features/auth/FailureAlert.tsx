import { lazy, type ReactNode, Suspense } from 'react';
import styles from './SignInPage.module.css';

type AlertModule = typeof import('../../ui/Alert.tsx');

let loaded: AlertModule | undefined;

/**
 * The alert's code, loaded with a failure's words (not with the page), before the failure is shown: an alert
 * shown before its code arrived would be replaced once it did, and a click on its link at that moment (a slow
 * phone, a busy machine) would land on neither the old link nor the new one.
 */
export async function loadFailureAlert(): Promise<void> {
  loaded ??= await import('../../ui/Alert.tsx');
}

const LazyAlert = lazy(async () => {
  await loadFailureAlert();
  return { default: (loaded as AlertModule).Alert };
});

/** A danger alert under the sign-in forms. Its code loads with the first failure, not with the page. */
export function FailureAlert({ children }: { children: ReactNode }) {
  const content = <p className={styles.failure}>{children}</p>;
  if (loaded) return <loaded.Alert tone="danger">{content}</loaded.Alert>;
  return (
    <Suspense fallback={<p role="alert">{children}</p>}>
      <LazyAlert tone="danger">{content}</LazyAlert>
    </Suspense>
  );
}
