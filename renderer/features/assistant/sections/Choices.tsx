import { useId } from 'react';
import styles from './sections.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  description: string;
}

/** One choice among a few, each explained: radio buttons drawn as cards. */
export function Choices<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceGrid}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${id}-${choice.value}`}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{choice.label}</span>
              <span id={`${id}-${choice.value}`} className={styles.choiceDescription}>
                {choice.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
