import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './Waiting.module.css';

/**
 * A wait that takes a screen's place: the spinner, centred, named by `label` for assistive technology, with
 * what is awaited below it (`children`, announced by the caller when the label is empty).
 */
export function Waiting({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className={styles.waiting}>
      <Spinner label={label} />
      {children}
    </div>
  );
}
