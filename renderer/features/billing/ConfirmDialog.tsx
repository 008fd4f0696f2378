import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

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
 * The question before a step that changes what the owner pays or whether Lucy answers (the app's `Dialog`):
 * go back, or go on. While the step runs, it cannot be dismissed; a failure is told inside it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { busy, onDismiss } = props;
  return (
    <Dialog
      open={props.open}
      title={props.title}
      busy={busy}
      onCancel={onDismiss}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onDismiss}>
            {props.dismissLabel}
          </Button>
          <Button variant={props.destructive ? 'danger' : 'primary'} loading={busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
      {props.failure ? <Alert tone="danger">{props.failure}</Alert> : null}
    </Dialog>
  );
}
