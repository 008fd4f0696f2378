import { type Dispatch, useId, useMemo, useState } from 'react';
import { useFaqImport } from '../../../data/faqImport.ts';
import type { Suggestion } from '../../../data/faqImportState.ts';
import { knownQuestions } from '../../../domain/assistant/faqSuggestions.ts';
import { formatPhoneNumbersIn } from '../../../domain/phone/phoneNumber.ts';
import { websiteSearchSchema } from '../../../domain/validation/fields.ts';
import { useSession } from '../../../session/context.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useForm } from '../../../ui/useForm.ts';
import type { EditorAction, FaqEntry } from '../editor/draft.ts';
import styles from './FaqImport.module.css';

function hostOf(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/[/?#].*$/, '');
}

function found(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

/**
 * The website FAQ import: the owner gives the website (SPEC §5 website rule), the questions it
 * answers stream in one by one, and each can be added to Lucy's questions or dismissed. Phone numbers in
 * an answer read as `country` (the business's, which the editor has loaded) writes them.
 */
export function FaqImport({
  website: suggestedWebsite,
  questions,
  country,
  dispatch,
}: {
  website: string;
  questions: readonly FaqEntry[];
  country: string;
  dispatch: Dispatch<EditorAction>;
}) {
  const panelId = useId();
  // In local development the dev backend's sample website (http://localhost:<port>/dev/...) can be read.
  const localDevelopment = useSession().environments.some((environment) => environment.name === 'local');
  const [open, setOpen] = useState(false);
  const [website, setWebsite] = useState(suggestedWebsite);
  const schema = useMemo(() => websiteSearchSchema({ allowLocal: localDevelopment }), [localDevelopment]);
  // A part of the settings form, checked and sent on its own: Enter or the button finds questions.
  const form = useForm({ check: () => schema.safeParse({ website }) });
  const { state, dispatch: importDispatch, start, stop } = useFaqImport();
  // A website writes its numbers for anyone ("+61255500123"); the owner reads and adds them as their own.
  const suggestions = useMemo(
    () =>
      state.suggestions.map((suggestion) => ({
        ...suggestion,
        answer: formatPhoneNumbersIn(suggestion.answer, country),
      })),
    [state.suggestions, country],
  );
  // Read only while there are suggestions to check, not on every keystroke in the questions.
  const waiting = suggestions.length > 0;
  const known = useMemo(() => (waiting ? knownQuestions(questions) : () => false), [waiting, questions]);
  const addable = suggestions.filter((suggestion) => !known(suggestion.question));

  function search() {
    importDispatch({ type: 'clearFailure' });
    form.submit(({ website: address }) => void start(address));
  }

  function add(suggestions: readonly Suggestion[]) {
    for (const { question, answer } of suggestions) {
      dispatch({ type: 'addFaq', id: crypto.randomUUID(), question, answer });
    }
    importDispatch({ type: 'added', keys: suggestions.map((suggestion) => suggestion.key) });
  }

  const reading = state.phase === 'reading';
  const host = hostOf(state.website);

  return (
    <div className={styles.import}>
      <Button
        variant="ghost"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the website import' : 'Import questions from your website'}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <p className={styles.lead}>
          Lucy reads your website and suggests the questions it answers. Add the ones you want her to use.
        </p>
        <div {...form.partProps} className={styles.search}>
          <TextField
            label="Your website"
            hint="For example harbourplumbing.com.au or its FAQ page"
            name="faqWebsite"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={website}
            error={form.errors.website}
            onChange={(event) => {
              setWebsite(event.target.value);
              form.clear('website');
            }}
            onKeyDown={(event) => {
              // Enter finds questions here; it must not submit the settings form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
          />
          <Button variant="secondary" disabled={reading} onClick={search}>
            Find questions
          </Button>
        </div>

        {reading ? (
          <div className={styles.progress}>
            <p role="status" className={styles.progressText}>
              <Spinner size="small" label="" />
              <span>
                {(state.progress ?? `Reading ${host}`).replace(/[.…]+$/, '')}… {found(state.found)} found so
                far.
              </span>
            </p>
            <Button variant="secondary" onClick={stop}>
              Stop
            </Button>
          </div>
        ) : null}
        <div role="status" className={styles.status}>
          {state.phase === 'done' ? (
            <p>
              {state.found > 0
                ? `Found ${found(state.found)} on ${host}.`
                : `We found no questions on ${host}. Try the address of your FAQ page, or add your questions yourself.`}
            </p>
          ) : null}
          {state.phase === 'stopped' ? (
            <p>Stopped reading {host}. You can still add the questions found so far.</p>
          ) : null}
          {state.added > 0 ? <p>{found(state.added)} added to Lucy’s questions. Save to keep them.</p> : null}
        </div>
        {state.phase === 'failed' ? (
          <Alert tone="danger" title="The import stopped">
            <p>{state.error}</p>
            <p>Check the address and try again, or add your questions yourself.</p>
          </Alert>
        ) : null}

        {suggestions.length > 0 ? (
          <>
            <div className={styles.suggestionsHeader}>
              <h3 className={styles.suggestionsTitle}>Suggested questions</h3>
              {addable.length > 1 ? (
                <Button variant="secondary" onClick={() => add(addable)}>
                  Add all {addable.length}
                </Button>
              ) : null}
            </div>
            <ul className={styles.suggestions} aria-label="Suggested questions">
              {suggestions.map((suggestion) => (
                <li key={suggestion.key} className={styles.suggestion}>
                  <p className={styles.question} dir="auto">
                    {suggestion.question}
                  </p>
                  <p className={styles.answer} dir="auto">
                    {suggestion.answer}
                  </p>
                  <div className={styles.suggestionActions}>
                    {known(suggestion.question) ? (
                      <span className={styles.known}>Already in your questions</span>
                    ) : (
                      <Button
                        variant="secondary"
                        aria-label={`Add: ${suggestion.question}`}
                        onClick={() => add([suggestion])}
                      >
                        Add
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      aria-label={`Dismiss: ${suggestion.question}`}
                      onClick={() => importDispatch({ type: 'dismissed', key: suggestion.key })}
                    >
                      Dismiss
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
