import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError, SessionExpiredError, StaleLucyConfigError } from '../../../api/index.ts';
import { serviceRefusal } from '../../../api/refusals.ts';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { useReloadLucyConfig, useSaveLucyConfig } from '../../../data/mutations.ts';
import { toSavedConfig } from '../../../domain/assistant/config.ts';
import {
  bothChecks,
  checkMessageRecipients,
  offersMessageRecipients,
  withInternationalMobileNumbers,
} from '../../../domain/assistant/messageRecipients.ts';
import { type RefusedField, refusedFields } from '../../../domain/assistant/refusal.ts';
import {
  checkAssistantConfig,
  withInternationalTransferNumbers,
} from '../../../domain/assistant/validation.ts';
import { useSession } from '../../../session/context.tsx';
import { useForm } from '../../../ui/useForm.ts';
import { type Draft, editorReducer, loadedState } from './draft.ts';
import { droppedHours, refusedForHours, savedWithoutHours, withoutHours } from './hoursSupport.ts';
import { useKeptEdits } from './keptEdits.ts';
import { differsFromSaved } from './unsaved.ts';
import { editorConfigOf, type LoadedAssistant } from './useLoadedAssistant.ts';

/** Why the last save did not go through, in words that say what to do next. */
export type SaveProblem =
  /** Someone saved the config since this edit began (409): the owner chooses what happens. */
  | { kind: 'conflict'; message: string }
  /** Not saved; `fields` are the ones the service refused, marked on the form. */
  | { kind: 'failed'; message: string; fields?: readonly RefusedField[] };

/** What a failed save (or reading of the latest config) says; nothing when the session ended. */
function saveProblem(error: unknown, sent?: Draft): SaveProblem | undefined {
  if (error instanceof SessionExpiredError) return undefined;
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

/** The draft as it is sent: SPEC §5 normalised, every valid phone number in E.164. */
function savedForm(draft: Draft, country: string): LucyConfig {
  return withInternationalMobileNumbers(
    withInternationalTransferNumbers(toSavedConfig<LucyConfig>(draft), country),
    country,
  );
}

/**
 * The assistant editor shared by /setup/config and /settings/lucy: the draft and its edits, the checks
 * before saving (focus goes to the first field to fix), and the save with the revision the edit started
 * from. A save that finds a newer revision (409) keeps every edit and lets the owner reload the latest
 * config or save over it. Saving and reading the latest config are mutations of data/: what is
 * pending and what failed are theirs.
 */
export function useAssistantEditor(loaded: LoadedAssistant) {
  const saveConfig = useSaveLucyConfig();
  const reloadConfig = useReloadLucyConfig();
  const [state, dispatch] = useReducer(editorReducer, loaded, (start) =>
    loadedState(start.config, start.revision),
  );
  // The draft last sent: a refusal names its fields by the config as sent.
  const [sent, setSent] = useState<Draft>();
  const { country } = loaded;
  // Business hours are a proposal: shown and checked only with the flag on (off, any hours the service has
  // are carried through untouched), and sent no more once the service has shown it does not keep them.
  const { environments } = useSession();
  const hours = environments.some((environment) => environment.flags.businessHours);
  const recipientsFlag = environments.some((environment) => environment.flags.messageRecipients);
  const [hoursNotKept, setHoursNotKept] = useState(false);
  // Once a save has been refused by the checks, they run on every edit, so fixed fields lose their error.
  // A refusal from the service marks the fields it names until the next save (the checks mark the rest).
  const form = useForm({
    check: () =>
      bothChecks(
        checkAssistantConfig(state.draft, country, { hours }),
        checkMessageRecipients(state.draft, country, offersMessageRecipients(state.draft, recipientsFlag)),
      ),
    live: true,
  });

  // The previews read the draft when asked, so the sections holding them need not render on every edit.
  const latestDraft = useRef(state.draft);
  useEffect(() => {
    latestDraft.current = state.draft;
  }, [state.draft]);
  const configToPreview = useCallback(() => savedForm(latestDraft.current, country), [country]);

  const dirty = useMemo(() => differsFromSaved(state.draft, state.saved), [state.draft, state.saved]);
  const kept = useKeptEdits(state, dirty, dispatch);
  const saving = saveConfig.isPending || reloadConfig.isPending;
  // A session that ended says so itself, and takes the owner to sign in: nothing to add here.
  const problem = saveConfig.isError
    ? saveProblem(saveConfig.error, sent)
    : reloadConfig.isError
      ? saveProblem(reloadConfig.error)
      : undefined;

  /** Forgets what the last save and reading said, as a new attempt begins or the owner moves on. */
  function forgetProblem() {
    saveConfig.reset();
    reloadConfig.reset();
    form.showRefused({});
  }

  function send(
    draft: Draft,
    revision: number,
    { sendHours = hours && !hoursNotKept } = {},
  ): Promise<boolean> {
    forgetProblem();
    setSent(draft);
    const whole = savedForm(draft, country);
    // With the flag off the hours are the service's own and go back as they came.
    const config = hours && !sendHours ? withoutHours(whole) : whole;
    return saveConfig.mutateAsync({ lucyConfig: config, version: revision }).then(
      (saved) => {
        const notKept =
          whole.businessHours !== undefined && (config !== whole || droppedHours(config, saved));
        if (notKept) setHoursNotKept(true);
        const snapshot = notKept ? savedWithoutHours(draft, state.saved) : draft;
        dispatch({ type: 'saved', snapshot, revision: saved.version });
        return true;
      },
      (error: unknown) => {
        // A service that does not know the field: save everything else, as before hours existed.
        if (refusedForHours(error, config)) return send(draft, revision, { sendHours: false });
        const failure = saveProblem(error, draft);
        if (failure?.kind === 'failed' && failure.fields)
          form.showRefused(Object.fromEntries(failure.fields.map((field) => [field.key, field.message])));
        return false;
      },
    );
  }

  return {
    state,
    dispatch,
    dirty,
    ...kept,
    errors: form.errors,
    /** The `<form>`'s own props: the first field to fix takes the focus. */
    formProps: form.formProps,
    saving,
    problem,
    country,
    /** Whether the environment's messageRecipients flag is on (a proposal: where Lucy's messages go). */
    recipientsFlag,
    configToPreview,
    /** The flag `businessHours`: the editor shows and checks the hours. */
    hours,
    /** The service showed it does not keep business hours: they stay on screen, unsaved. */
    hoursNotKept,
    /** Forgets a save problem the owner has read (a conflict's choice can be made on the next save). */
    dismissProblem: forgetProblem,

    /** Checks the draft and saves it; false when it was not saved (the reason is shown). */
    async save(): Promise<boolean> {
      if ((await form.validate()) === undefined) return false;
      return send(state.draft, state.revision);
    },

    /**
     * After a conflict: drop the owner's edits and load the config as it is now. The conflict stays on screen
     * until it is loaded; a failure to read it takes its place.
     */
    reloadLatest(): void {
      reloadConfig.mutate(undefined, {
        onSuccess: (fresh) => {
          dispatch(
            fresh
              ? { type: 'loaded', config: editorConfigOf(fresh.lucyConfig, country), revision: fresh.version }
              : { type: 'loaded', config: state.saved, revision: 0 },
          );
          forgetProblem();
          form.reset();
        },
        onError: () => saveConfig.reset(),
      });
    },

    /** After a conflict: save the owner's edits over the newer config. */
    async overwrite(): Promise<boolean> {
      const fresh = await reloadConfig.mutateAsync().then(
        (latest) => ({ revision: latest?.version ?? 0 }),
        () => undefined,
      );
      if (!fresh) {
        saveConfig.reset();
        return false;
      }
      return send(state.draft, fresh.revision);
    },

    /** Puts the draft back to the saved config. */
    discard(): void {
      dispatch({ type: 'loaded', config: state.saved, revision: state.revision });
      forgetProblem();
      form.reset();
    },
  };
}

export type AssistantEditor = ReturnType<typeof useAssistantEditor>;
