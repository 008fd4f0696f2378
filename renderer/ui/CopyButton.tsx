import { useEffect, useState } from 'react';
import styles from './CopyButton.module.css';

/** How long "Copied" shows before the button reads "Copy" again. */
const CONFIRMATION_MS = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard. `what` names what is copied for assistive technology ("Copy Lucy’s
 * number"), after the visible word, so the name starts with what sighted users read; the result is
 * announced. Where the clipboard is refused (an insecure page, a denied permission), the owner is told to
 * select the text instead.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const word = state === 'copied' ? 'Copied' : 'Copy';
  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} data-state={state} onClick={() => void copy()}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
          {state === 'copied' ? (
            <path d="M4 10.5l4 4 8-9" />
          ) : (
            <>
              <rect x="7" y="7" width="10" height="10" rx="2" />
              <path d="M13 4.5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h.5" />
            </>
          )}
        </svg>
        <span aria-hidden="true">{word}</span>
        <span className="visually-hidden">{`${word} ${what}`}</span>
      </button>
      <span className={state === 'failed' ? styles.failed : 'visually-hidden'} role="status">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Couldn’t copy: select it and copy it instead.'
            : ''}
      </span>
    </span>
  );
}
