import type { ReactNode } from 'react';
import { Modal } from '../../../ui/Dialog.tsx';
import styles from './SlideOver.module.css';

/**
 * SPEC §2 "a slide-over sidebar on mobile": the app's modal (a native <dialog>), so the browser keeps focus
 * inside it, makes the page behind it inert and closes it on Escape. A tap on the backdrop closes it too, and
 * focus goes back to whatever opened it.
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
  return (
    <Modal
      open={open}
      onCancel={onClose}
      closeOnBackdrop
      restoreFocus
      id={id}
      aria-label={label}
      className={styles.slideOver}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </Modal>
  );
}
