import { type ReactNode, useEffect, useRef } from 'react';
import styles from './SlideOver.module.css';

/**
 * SPEC §2 "a slide-over sidebar on mobile": a native modal <dialog>, so the browser keeps focus inside it,
 * makes the page behind it inert and closes it on Escape. A tap on the backdrop closes it too, and focus goes
 * back to whatever opened it.
 */
export function SlideOver({
  id,
  label,
  open,
  onClose,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Escape, the close button and the backdrop all end in the dialog's `close` event.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = () => {
      onClose();
      const previous = opener.current;
      opener.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, which the dialog handles itself.
    <dialog
      ref={dialog}
      id={id}
      aria-label={label}
      className={styles.slideOver}
      // A click whose target is the dialog itself landed on its backdrop: the panel's content covers the rest.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <button
          type="button"
          className={styles.close}
          aria-label="Close menu"
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
