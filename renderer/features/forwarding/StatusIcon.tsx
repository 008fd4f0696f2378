import styles from './StatusIcon.module.css';

const MARKS = {
  good: 'M15 24.5l6 6 12-13',
  attention: 'M24 14v12M24 32.5v.5',
  blocked: 'M17 17l14 14M31 17L17 31',
} as const;

/** The carrier check's answer at a glance: a tick, an exclamation mark or a cross in a circle. */
export function StatusIcon({ tone }: { tone: keyof typeof MARKS }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      className={styles.statusIcon}
      data-tone={tone}
      aria-hidden="true"
    >
      <circle cx="24" cy="24" r="24" />
      <path d={MARKS[tone]} />
    </svg>
  );
}
