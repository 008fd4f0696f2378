import { type ReactNode, useEffect, useRef } from 'react';
import styles from './EmailSent.module.css';

/**
 * The news that a link is on its way by e-mail, in place of the form that asked for it: a letter and `title`,
 * which takes the focus so keyboard and screen-reader users are not left nowhere; what to do next below.
 */
export function EmailSent({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div className={styles.icon}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor">
          <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="2" />
          <path d="m4 7 8 6 8-6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {children}
    </>
  );
}
