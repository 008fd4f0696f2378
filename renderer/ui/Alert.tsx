import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type Tone = 'info' | 'success' | 'warning' | 'danger';

/** A message in the page flow. Danger alerts are announced at once; the others politely. */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
