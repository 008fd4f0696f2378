import styles from './Spinner.module.css';

/** An indeterminate spinner. An empty label hides it from assistive technology (the caller announces the wait). */
export function Spinner({
  size = 'medium',
  label = 'Loading',
}: {
  size?: 'small' | 'medium';
  label?: string;
}) {
  const wheel = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return wheel;
  return (
    <span role="status">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
