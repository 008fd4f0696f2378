import styles from './BrandMark.module.css';

/** The Lucy wordmark with its speech-bubble mark. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`${styles.mark} ${inverted ? styles.inverted : ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={styles.logo}>
        <rect width="32" height="32" rx="9" />
        <path d="M9 10.5h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2Z" />
      </svg>
      <span className={styles.word}>Lucy</span>
    </span>
  );
}
