import { usePageTitle } from '../ui/pageTitle.ts';
import styles from './StartupError.module.css';

/** Shown when the app cannot work out which environment it runs in (SPEC §8). */
export function StartupError({ message }: { message: string }) {
  usePageTitle('Unavailable');
  return (
    <main className={styles.page}>
      <h1>Lucy can’t start here</h1>
      <p role="alert">{message}</p>
      <p>Check the address you opened, or contact support if this keeps happening.</p>
    </main>
  );
}
