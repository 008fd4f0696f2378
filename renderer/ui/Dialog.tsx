import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

type ModalProps = Omit<ComponentProps<'dialog'>, 'open' | 'onCancel' | 'ref'> & {
  open: boolean;
  /** Escape, and with `closeOnBackdrop` a tap beside the dialog: the owner asks to close it. */
  onCancel: () => void;
  closeOnBackdrop?: boolean;
  /** Give focus back to what had it when the dialog opened, once it closes. */
  restoreFocus?: boolean;
};

/**
 * The app's one modal: a native <dialog> opened with `showModal()`, so the browser keeps focus inside it, makes
 * the page behind it inert and turns Escape into a `cancel`. Whether it is open is the caller's state (`open`);
 * every way out asks through `onCancel`, and this component alone calls `showModal()` and `close()`.
 */
export function Modal({
  open,
  onCancel,
  closeOnBackdrop = false,
  restoreFocus = false,
  ...props
}: ModalProps) {
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
      const previous = opener.current;
      opener.current = null;
      if (restoreFocus && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    }
  }, [open, restoreFocus]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, which the dialog handles itself.
    <dialog
      {...props}
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // A click whose target is the dialog itself landed on its backdrop: the content covers the rest.
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCancel();
      }}
    />
  );
}

/**
 * A modal question: its title, what it asks, and its buttons (`actions`, the safest first: it takes focus when
 * the dialog opens). `busy`: a step it started is running, so it cannot be dismissed.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onCancel,
  busy = false,
  stacked = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onCancel: () => void;
  busy?: boolean;
  /** Buttons one above the other, the last on top: for three choices, whose words are long. */
  stacked?: boolean;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={`${styles.actions} ${stacked ? styles.stacked : ''}`}>{actions}</div>
    </Modal>
  );
}
