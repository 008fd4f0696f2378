import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  /** A step that takes something away (cancelling) is shown in the danger colour. */
  destructive?: boolean;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog so the owner can try again. */
  failure: string | undefined;
  onConfirm(): void;
  onDismiss(): void;
}

/**
 * A modal question before a step that changes what the owner pays or whether Lucy answers: the native
 * <dialog>, so focus stays inside and Escape dismisses it. While the step runs, it cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, busy, onDismiss } = props;

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
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onDismiss();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.body}>{props.children}</div>
      {props.failure ? <Alert tone="danger">{props.failure}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={onDismiss}>
          {props.dismissLabel}
        </Button>
        <Button variant={props.destructive ? 'danger' : 'primary'} loading={busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
