import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError, SessionExpiredError, StaleLucyConfigError } from '../../../api/index.ts';
import { serviceRefusal } from '../../../api/refusals.ts';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { useSaveLucyConfig } from '../../../data/mutations.ts';
import { lucyConfigQuery } from '../../../data/queries.ts';
import { toEditorConfig, toSavedConfig } from '../../../domain/assistant/config.ts';
import { type RefusedField, refusedFields } from '../../../domain/assistant/refusal.ts';
import {
  checkAssistantConfig,
  withInternationalTransferNumbers,
} from '../../../domain/assistant/validation.ts';
import { useApi } from '../../../session/context.tsx';
import { useForm } from '../../../ui/useForm.ts';
import { type Draft, editorReducer, loadedState } from './draft.ts';
import { differsFromSaved } from './unsaved.ts';
import type { LoadedAssistant } from './useLoadedAssistant.ts';

/** Why the last save did not go through, in words that say what to do next. */
export type SaveProblem =
  /** Someone saved the config since this edit began (409): the owner chooses what happens. */
  | { kind: 'conflict'; message: string }
  /** Not saved; `fields` are the ones the service refused, marked on the form. */
  | { kind: 'failed'; message: string; fields?: readonly RefusedField[] };

function saveFailure(error: unknown, sent?: Draft): SaveProblem {
  if (error instanceof StaleLucyConfigError) return { kind: 'conflict', message: error.message };
  if (error instanceof ApiError && error.status === 0)
    return {
      kind: 'failed',
      message: 'We could not reach Lucy’s servers. Check your internet connection, then save again.',
    };
  const detail = serviceRefusal(error)?.message;
  const fields = detail && sent ? refusedFields(detail, sent) : [];
  if (fields.length > 0)
    return {
      kind: 'failed',
      message: `Lucy’s settings were not saved: check ${fields.map((field) => field.label).join(', ')}, then save again.`,
      fields,
    };
  return {
    kind: 'failed',
    message: detail
      ? `Lucy’s settings were not saved: ${detail} Fix that, then save again.`
      : 'Lucy’s settings were not saved because something went wrong on our side. Please save again in a moment.',
  };
}

/**
 * The assistant editor shared by /setup/config and /settings/lucy: the draft and its edits, the checks
 * before saving (focus goes to the first field to fix), and the save with the revision the edit started
 * from. A save that finds a newer revision (409) keeps every edit and lets the owner reload the latest
 * config or save over it.
 */
export function useAssistantEditor(loaded: LoadedAssistant) {
  const api = useApi();
  const queryClient = useQueryClient();
  const saveConfig = useSaveLucyConfig();
  const [state, dispatch] = useReducer(editorReducer, loaded, (start) =>
    loadedState(start.config, start.revision),
  );
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>();
  const { country } = loaded;
  // Once a save has been refused by the checks, they run on every edit, so fixed fields lose their error.
  // A refusal from the service marks the fields it names until the next save (the checks mark the rest).
  const form = useForm({ check: () => checkAssistantConfig(state.draft, country), live: true });

  // The previews read the draft when asked, so the sections holding them need not render on every edit.
  const latestDraft = useRef(state.draft);
  useEffect(() => {
    latestDraft.current = state.draft;
  }, [state.draft]);
  const configToPreview = useCallback(
    () => withInternationalTransferNumbers(toSavedConfig<LucyConfig>(latestDraft.current), country),
    [country],
  );

  const dirty = useMemo(() => differsFromSaved(state.draft, state.saved), [state.draft, state.saved]);
  async function send(draft: Draft, revision: number): Promise<boolean> {
    setSaving(true);
    setProblem(undefined);
    form.showRefused({});
    try {
      const config = withInternationalTransferNumbers(toSavedConfig<LucyConfig>(draft), country);
      const saved = await saveConfig.mutateAsync({ lucyConfig: config, version: revision });
      dispatch({ type: 'saved', snapshot: draft, revision: saved.version });
      return true;
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) {
        const failure = saveFailure(error, draft);
        setProblem(failure);
        if (failure.kind === 'failed' && failure.fields)
          form.showRefused(Object.fromEntries(failure.fields.map((field) => [field.key, field.message])));
      }
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function latest() {
    return queryClient.fetchQuery({ ...lucyConfigQuery(api), staleTime: 0 });
  }

  return {
    state,
    dispatch,
    dirty,
    errors: form.errors,
    /** The `<form>`'s own props: the first field to fix takes the focus. */
    formProps: form.formProps,
    saving,
    problem,
    country,
    configToPreview,
    /** Forgets a save problem the owner has read (a conflict's choice can be made on the next save). */
    dismissProblem: () => {
      setProblem(undefined);
      form.showRefused({});
    },

    /** Checks the draft and saves it; false when it was not saved (the reason is shown). */
    async save(): Promise<boolean> {
      if ((await form.validate()) === undefined) return false;
      return send(state.draft, state.revision);
    },

    /** After a conflict: drop the owner's edits and load the config as it is now. */
    async reloadLatest(): Promise<void> {
      setSaving(true);
      try {
        const fresh = await latest();
        const config = fresh ? toEditorConfig(fresh.lucyConfig) : state.saved;
        dispatch({ type: 'loaded', config, revision: fresh?.version ?? 0 });
        setProblem(undefined);
        form.reset();
      } catch (error) {
        setProblem(saveFailure(error));
      } finally {
        setSaving(false);
      }
    },

    /** After a conflict: save the owner's edits over the newer config. */
    async overwrite(): Promise<boolean> {
      setSaving(true);
      let revision: number;
      try {
        revision = (await latest())?.version ?? 0;
      } catch (error) {
        setProblem(saveFailure(error));
        setSaving(false);
        return false;
      }
      return send(state.draft, revision);
    },

    /** Puts the draft back to the saved config. */
    discard(): void {
      dispatch({ type: 'loaded', config: state.saved, revision: state.revision });
      setProblem(undefined);
      form.reset();
    },
  };
}

export type AssistantEditor = ReturnType<typeof useAssistantEditor>;
