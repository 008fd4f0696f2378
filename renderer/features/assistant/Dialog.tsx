import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

/**
 * A modal question (a native <dialog>: focus stays inside, the page behind is inert, Escape cancels).
 * `actions` are its buttons, the safest first: it takes focus when the dialog opens.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onCancel,
  stacked = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onCancel: () => void;
  /** Buttons one above the other, the last on top: for three choices, whose words are long. */
  stacked?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={`${styles.actions} ${stacked ? styles.stacked : ''}`}>{actions}</div>
    </dialog>
  );
}
