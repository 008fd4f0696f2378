import type { ReactNode } from 'react';
import styles from './Aside.module.css';

/** A note below a screen's main content, set off by a rule: whom to write to, another way on. */
export function Aside({ children }: { children: ReactNode }) {
  return <p className={styles.aside}>{children}</p>;
}
