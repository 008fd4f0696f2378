import { type Dispatch, memo, useCallback, useRef, useState } from 'react';
import { fieldKeys } from '../../../domain/assistant/validation.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import type { Draft, EditorAction, FaqEntry } from '../editor/draft.ts';
import { FaqImport } from '../faqImport/FaqImport.tsx';
import { SkillToggle } from './SkillToggle.tsx';
import styles from './sections.module.css';

/** Past this many entries, rows out of view skip layout and paint until scrolled to. */
const MANY_QUESTIONS = 30;

/**
 * One question and its answer. Memoised on its own entry, so typing in one of hundreds of rows renders
 * that row alone (keystroke to paint under 50 ms with 300 entries).
 */
const FaqRow = memo(function FaqRow({
  entry,
  position,
  questionError,
  answerError,
  autoFocus,
  onRemove,
  dispatch,
}: {
  entry: FaqEntry;
  position: number;
  questionError: string | undefined;
  answerError: string | undefined;
  autoFocus: boolean;
  onRemove: (id: string, position: number) => void;
  dispatch: Dispatch<EditorAction>;
}) {
  const { id } = entry;
  return (
    <li className={styles.row} data-faq-position={position}>
      <div className={styles.faqFields}>
        <TextField
          label={`Question ${position}`}
          autoFocus={autoFocus}
          value={entry.question}
          limit={textLimits.faqQuestion}
          error={questionError}
          onChange={(event) => dispatch({ type: 'faq', id, changes: { question: event.target.value } })}
        />
        <TextAreaField
          label={`Answer ${position}`}
          value={entry.answer}
          limit={textLimits.faqAnswer}
          error={answerError}
          onChange={(event) => dispatch({ type: 'faq', id, changes: { answer: event.target.value } })}
        />
      </div>
      <Button variant="ghost" className={styles.remove} onClick={() => onRemove(id, position)}>
        Remove question {position}
      </Button>
    </li>
  );
});

/**
 * SPEC §3 faq: the questions Lucy answers. Entries left blank are dropped when saved (SPEC §5). Questions
 * can also be imported from the business's website.
 */
export const FaqSkill = memo(function FaqSkill({
  faq,
  website,
  country,
  errors,
  dispatch,
}: {
  faq: Draft['skills']['faq'];
  /** The website the owner gave Lucy, to suggest for the import. */
  website: string;
  /** The business's country, as the editor loaded it. */
  country: string;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const [added, setAdded] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const tooMany = errors[fieldKeys.faqQuestions];

  const remove = useCallback(
    (id: string, position: number) => {
      dispatch({ type: 'removeFaq', id });
      // Focus stays in the list: on the question that takes the removed one's place, or on the add button.
      requestAnimationFrame(() => {
        const next =
          list.current?.querySelector<HTMLInputElement>(`[data-faq-position="${position}"] input`) ??
          list.current?.querySelector<HTMLButtonElement>('[data-add-question]');
        next?.focus();
      });
    },
    [dispatch],
  );

  return (
    <SkillToggle
      label="Answer common questions"
      description="Lucy answers callers’ questions with the answers you give her here."
      checked={faq.enabled}
      onChange={(enabled) => dispatch({ type: 'skillEnabled', skill: 'faq', enabled })}
    >
      <div ref={list}>
        {faq.questions.length > 0 ? (
          <ol
            className={`${styles.rows} ${faq.questions.length > MANY_QUESTIONS ? styles.manyRows : ''}`}
            aria-label="Questions Lucy answers"
          >
            {faq.questions.map((entry, index) => (
              <FaqRow
                key={entry.id}
                entry={entry}
                position={index + 1}
                questionError={errors[fieldKeys.faqQuestion(index)]}
                answerError={errors[fieldKeys.faqAnswer(index)]}
                autoFocus={entry.id === added}
                onRemove={remove}
                dispatch={dispatch}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>
            No questions yet. Add the ones callers ask most, or import them from your website.
          </p>
        )}
        <FieldError id="faq-too-many-error" error={tooMany} className={styles.error} />
        <div className={styles.inlineActions}>
          <Button
            variant="secondary"
            data-add-question
            aria-describedby={tooMany ? 'faq-too-many-error' : undefined}
            onClick={() => {
              const id = crypto.randomUUID();
              setAdded(id);
              dispatch({ type: 'addFaq', id });
            }}
          >
            Add a question
          </Button>
        </div>
      </div>
      <FaqImport website={website} questions={faq.questions} country={country} dispatch={dispatch} />
    </SkillToggle>
  );
});
