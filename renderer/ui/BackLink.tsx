import { Link } from 'react-router';
import styles from './BackLink.module.css';

/** The way back to the previous step of a flow, above the step's heading: "← Back". */
export function BackLink({ to, children = 'Back' }: { to: string; children?: string }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
