import { type ReactNode, type Ref, useId } from 'react';
import { FieldError } from '../../ui/FieldError.tsx';
import styles from './ChoiceCards.module.css';

export interface Choice {
  value: string;
  label: string;
  description?: string;
  /** A picture beside the label: an icon, a logo or initials. */
  badge?: ReactNode;
}

/**
 * One answer out of several, as cards that are radio buttons: the legend asks the question, an error is
 * announced and linked to the group, and `firstInput` lets the page move focus to it.
 */
export function ChoiceCards({
  legend,
  legendHidden = false,
  name,
  choices,
  value,
  onChange,
  error,
  columns = 1,
  firstInput,
}: {
  legend: string;
  legendHidden?: boolean;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  columns?: 1 | 2;
  firstInput?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.choices} aria-describedby={errorId}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={columns === 2 ? styles.choiceGridTwo : styles.choiceGrid}>
        {choices.map((choice, index) => {
          const labelId = `${id}-${index}-label`;
          const descriptionId = choice.description ? `${id}-${index}-description` : undefined;
          const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
          return (
            <label key={choice.value} className={styles.choice}>
              <input
                ref={index === 0 ? firstInput : undefined}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-invalid={error ? true : undefined}
                // Named by its label alone; the description is read after it, as a description.
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                className={styles.radio}
              />
              {choice.badge}
              <span className={styles.choiceText}>
                <span id={labelId} className={styles.choiceLabel}>
                  {choice.label}
                </span>
                {choice.description ? (
                  <span id={descriptionId} className={styles.choiceDescription}>
                    {choice.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} className={styles.error} />
    </fieldset>
  );
}
