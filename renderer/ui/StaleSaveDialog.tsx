import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

/**
 * The one answer to a save refused because Lucy's settings were saved elsewhere since the page loaded them
 * (409), wherever the owner saved: nothing the owner typed is lost. They keep editing, load the latest settings
 * instead of theirs, or save theirs over them; the caller does each and says when a choice is under way.
 */
export function StaleSaveDialog({
  open,
  busy,
  onKeepEditing,
  onLoadLatest,
  onSaveMine,
}: {
  open: boolean;
  busy: boolean;
  onKeepEditing: () => void;
  onLoadLatest: () => void;
  onSaveMine: () => void;
}) {
  return (
    <Dialog
      open={open}
      title="Lucy’s settings were changed somewhere else"
      onCancel={onKeepEditing}
      stacked
      actions={
        <>
          {/* The safe choice, which loses nobody's changes, is the primary one. */}
          <Button disabled={busy} onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onLoadLatest}>
            Load the latest settings
          </Button>
          <Button variant="secondary" loading={busy} onClick={onSaveMine}>
            Save mine over them
          </Button>
        </>
      }
    >
      <p>Someone saved Lucy’s settings, on another device or in another tab, after you opened this page.</p>
      <p>
        Your changes are still here. <strong>Load the latest settings</strong> to start again from them (your
        changes on this page are dropped), or <strong>save mine over them</strong> to replace them with yours.
      </p>
    </Dialog>
  );
}
