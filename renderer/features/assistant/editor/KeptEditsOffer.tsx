import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './editor.module.css';
import type { AssistantEditor } from './useAssistantEditor.ts';

/** Edits kept from before the owner was signed out, offered back at the top of the editor. */
export function KeptEditsOffer({ editor }: { editor: AssistantEditor }) {
  if (!editor.keptEdits) return null;
  return (
    <Alert title="Your unsaved changes were kept">
      <p>
        You were signed out before your last changes to Lucy’s settings were saved. We kept them in this
        window for you.
      </p>
      {editor.keptEdits.savedSince ? (
        <p>
          Lucy’s settings have been saved since then. If you restore your changes and save, they replace what
          was saved.
        </p>
      ) : null}
      <div className={styles.keptActions}>
        <Button onClick={editor.restoreKeptEdits}>Restore my changes</Button>
        <Button variant="ghost" onClick={editor.discardKeptEdits}>
          Discard them
        </Button>
      </div>
    </Alert>
  );
}
