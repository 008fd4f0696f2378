import styles from './Spinner.module.css';

/** An indeterminate spinner. An empty label hides it from assistive technology (the caller announces the wait). */
export function Spinner({
  size = 'medium',
  label = 'Loading',
}: {
  size?: 'small' | 'medium';
  label?: string;
}) {
  return (
    <span
      className={`${styles.spinner} ${styles[size]}`}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}
