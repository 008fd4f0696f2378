import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { AssistantEditor } from './useAssistantEditor.ts';

/**
 * A save refused because the settings were saved elsewhere since this page loaded them (409). Nothing is
 * lost: the owner keeps editing, loads the latest settings instead of theirs, or saves theirs over them.
 */
export function ConflictDialog({ editor, onSaved }: { editor: AssistantEditor; onSaved?: () => void }) {
  const conflict = editor.problem?.kind === 'conflict' ? editor.problem : undefined;
  return (
    <Dialog
      open={conflict !== undefined}
      title="Lucy’s settings were changed somewhere else"
      onCancel={editor.dismissProblem}
      stacked
      actions={
        <>
          {/* The safe choice, which loses nobody's changes, is the primary one. */}
          <Button disabled={editor.saving} onClick={editor.dismissProblem}>
            Keep editing
          </Button>
          <Button variant="secondary" disabled={editor.saving} onClick={() => void editor.reloadLatest()}>
            Load the latest settings
          </Button>
          <Button
            variant="secondary"
            loading={editor.saving}
            onClick={async () => {
              if (await editor.overwrite()) onSaved?.();
            }}
          >
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
