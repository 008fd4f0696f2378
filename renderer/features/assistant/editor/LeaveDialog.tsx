import type { Blocker } from 'react-router';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

/** Asks before a navigation drops unsaved changes (the router's blocker). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      title="Leave without saving?"
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p>Your changes to Lucy’s settings are not saved yet. If you leave now, they are lost.</p>
    </Dialog>
  );
}
