import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './editor.module.css';
import type { AssistantEditor } from './useAssistantEditor.ts';

function fieldsToFix(count: number): string {
  return count === 1 ? '1 field to fix' : `${count} fields to fix`;
}

/**
 * The foot of the editor, kept in view: whether there is anything to save, what stopped the last save,
 * and the save button itself.
 */
export function SaveBar({
  editor,
  saveLabel,
  savedNote,
  onDiscard,
}: {
  editor: AssistantEditor;
  saveLabel: string;
  /** What to say when everything is saved; nothing when the owner has not saved yet. */
  savedNote?: string;
  /** Offered while there are unsaved changes. */
  onDiscard?: () => void;
}) {
  const errorCount = Object.keys(editor.errors).length;
  const failed = editor.problem?.kind === 'failed' ? editor.problem.message : undefined;
  return (
    <div className={styles.saveBar}>
      {errorCount > 0 ? (
        <Alert
          tone="danger"
          title={`Check the highlighted fields: ${fieldsToFix(errorCount)} before saving.`}
        />
      ) : null}
      {failed ? (
        <Alert tone="danger" title="Not saved yet">
          <p>{failed}</p>
          <p>Your changes are still here.</p>
        </Alert>
      ) : null}
      <div className={styles.saveRow}>
        <p className={styles.saveStatus} aria-live="polite">
          {editor.saving ? 'Saving…' : editor.dirty ? 'You have unsaved changes.' : savedNote}
        </p>
        <div className={styles.saveActions}>
          {onDiscard && editor.dirty ? (
            <Button variant="ghost" disabled={editor.saving} onClick={onDiscard}>
              Discard changes
            </Button>
          ) : null}
          {/* All saved: the button looks idle until there is something to save. */}
          <Button
            type="submit"
            variant={savedNote !== undefined && !editor.dirty ? 'secondary' : 'primary'}
            loading={editor.saving}
          >
            {saveLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
