import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { LoadState } from './editor/useLoadedAssistant.ts';
import styles from './pages.module.css';

/** While the config loads, or when it could not be loaded: never an empty form in its place. */
export function LoadStatus({ load }: { load: Exclude<LoadState, { status: 'ready' }> }) {
  if (load.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading Lucy’s settings" />
      </div>
    );
  }
  return (
    <Alert tone="danger" title="We could not load Lucy’s settings">
      <p>Your settings are safe. Check your internet connection, then try again.</p>
      <Button variant="secondary" onClick={load.retry}>
        Try again
      </Button>
    </Alert>
  );
}
