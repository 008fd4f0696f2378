import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { type LucyConfig, lucyConfigSchema } from '../../../api/schemas/builder.ts';
import { toEditorConfig, toSavedConfig } from '../../../domain/assistant/config.ts';
import { useSession } from '../../../session/context.tsx';
import { forgetKeptForPerson, keepForPerson, keptForPerson } from '../../../session/keptForPerson.ts';
import type { EditorAction, EditorState } from './draft.ts';

const KEPT_EDITS = 'assistant-edits';
/** The edits as a config, with the revision they were made on. */
const keptEditsSchema = z.object({ lucyConfig: lucyConfigSchema, version: z.int() });

/**
 * Unsaved edits outlive the owner's session in this window: when the window leaves the owner (signed out here
 * or elsewhere, the session refused, someone else signed in elsewhere), the edits are kept for that owner, and
 * offered back when they open the editor signed in again. Nobody else is ever offered them. Restored, they
 * are a draft over the config as it is now: when it was saved again since they were made, the offer says so,
 * since saving them puts them in place of those changes.
 */
export function useKeptEdits(state: EditorState, dirty: boolean, dispatch: (action: EditorAction) => void) {
  const session = useSession();
  const latest = useRef({ state, dirty });
  useEffect(() => {
    latest.current = { state, dirty };
  }, [state, dirty]);
  useEffect(
    () =>
      session.onLeavingPerson((person) => {
        const { state: now, dirty: unsaved } = latest.current;
        if (!unsaved) return;
        keepForPerson(session.drafts, KEPT_EDITS, person, {
          lucyConfig: toSavedConfig<LucyConfig>(now.draft),
          version: now.revision,
        });
      }),
    [session],
  );

  const [kept, setKept] = useState(() => {
    const person = session.person();
    const read = person && keptEditsSchema.safeParse(keptForPerson(session.drafts, KEPT_EDITS, person));
    return read?.success ? read.data : undefined;
  });

  function settle() {
    const person = session.person();
    if (person) forgetKeptForPerson(session.drafts, KEPT_EDITS, person);
    setKept(undefined);
  }

  return {
    /**
     * Edits from before the owner was signed out, waiting to be restored or discarded; `savedSince` when the
     * config was saved again after they were made.
     */
    keptEdits: kept && { savedSince: kept.version !== state.revision },
    restoreKeptEdits() {
      if (!kept) return;
      dispatch({ type: 'restored', draft: toEditorConfig(kept.lucyConfig) });
      settle();
    },
    discardKeptEdits: settle,
  };
}
