import { StaleSaveDialog } from '../../../ui/StaleSaveDialog.tsx';
import type { AssistantEditor } from './useAssistantEditor.ts';

/** The editor's answers to the one stale-save dialog, shared by the settings page and the set-up step. */
export function ConflictDialog({ editor, onSaved }: { editor: AssistantEditor; onSaved?: () => void }) {
  return (
    <StaleSaveDialog
      open={editor.problem?.kind === 'conflict'}
      busy={editor.saving}
      onKeepEditing={editor.dismissProblem}
      onLoadLatest={() => void editor.reloadLatest()}
      onSaveMine={async () => {
        if (await editor.overwrite()) onSaved?.();
      }}
    />
  );
}
