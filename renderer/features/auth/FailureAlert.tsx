import { lazy, type ReactNode, Suspense } from 'react';
import styles from './SignInPage.module.css';

const Alert = lazy(async () => ({ default: (await import('../../ui/Alert.tsx')).Alert }));

/** A danger alert under the sign-in forms. Its code loads with the first failure, not with the page. */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p role="alert">{children}</p>}>
      <Alert tone="danger">
        <p className={styles.failure}>{children}</p>
      </Alert>
    </Suspense>
  );
}
