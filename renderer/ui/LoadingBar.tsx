import styles from './LoadingBar.module.css';

/** The thin animated bar shown at the top of the window while something loads (SPEC §2). */
export function LoadingBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={styles.indicator} />
    </div>
  );
}
