import { Alert } from '../ui/Alert.tsx';
import { usePageTitle } from '../ui/pageTitle.ts';
import styles from './StartupError.module.css';

/**
 * Shown when the app cannot work out which environment it runs in (SPEC §8), before any of the app's other code
 * has loaded: its own chunk holds the one Alert, which imports nothing but its stylesheet.
 */
export function StartupError({ message }: { message: string }) {
  usePageTitle('Unavailable');
  return (
    <main className={styles.page}>
      <h1>Lucy can’t start here</h1>
      <Alert tone="danger">
        <p>{message}</p>
      </Alert>
      <p>Check the address you opened, or contact support if this keeps happening.</p>
    </main>
  );
}
