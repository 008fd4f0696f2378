import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './LinkButton.module.css';

/** An action that reads as a link in running text (a touch target of 44 px all the same); waits while disabled. */
export function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button {...props} type="button" className={styles.linkButton} />;
}

/** A page of the app among such actions, looking as they do (the phone questions' other ways on). */
export function ActionLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={styles.linkButton} />;
}
