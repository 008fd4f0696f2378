import { type ReactNode, useId } from 'react';
import { BrandMark } from './BrandMark.tsx';
import styles from './MessagePage.module.css';

/**
 * A page that only says something and offers ways on: not found, errors, simple confirmations. Its `actions`
 * carry the look of buttons (`buttonLook` for a link).
 */
export function MessagePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <BrandMark />
      </div>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </main>
  );
}
