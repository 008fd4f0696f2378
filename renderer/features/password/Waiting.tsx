import { Spinner } from '../../ui/Spinner.tsx';
import styles from './password.module.css';

/** A wait the owner should know about (checking a link, signing in), announced politely. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner label="" />
      <span>{label}</span>
    </div>
  );
}
