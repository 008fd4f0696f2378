import { Spinner } from '../ui/Spinner.tsx';
import styles from './AppLoading.module.css';

/**
 * The first load, while the session is read and the first route is decided. Its wheel is all it shows, so it shows
 * at once (no page's first-second wait).
 */
export function AppLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading Lucy" delayed={false} />
    </div>
  );
}
