import type { Blocker } from 'react-router';
import { LEAVE_WITHOUT_SAVING } from '../../../domain/assistant/leaveWithoutSaving.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

/** Asks before a navigation drops unsaved changes (the router's blocker). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      title={LEAVE_WITHOUT_SAVING.title}
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {LEAVE_WITHOUT_SAVING.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {LEAVE_WITHOUT_SAVING.leave}
          </Button>
        </>
      }
    >
      <p>{LEAVE_WITHOUT_SAVING.explanation}</p>
    </Dialog>
  );
}
