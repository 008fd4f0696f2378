import { type ReactNode, useId } from 'react';
import styles from './sections.module.css';

/** A skill Lucy has or not (SPEC §3 skills), explained, with its settings shown while it is on. */
export function SkillToggle({
  label,
  description,
  checked,
  onChange,
  note,
  children,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the description whether the skill is on or off. */
  note?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.skill}>
      <div className={styles.skillToggle}>
        <input
          id={id}
          type="checkbox"
          className={styles.skillCheckbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-description`}
        />
        <div>
          <label htmlFor={id} className={styles.skillLabel}>
            {label}
          </label>
          <p id={`${id}-description`} className={styles.skillDescription}>
            {description}
          </p>
          {note}
        </div>
      </div>
      {checked && children ? <div className={styles.skillDetails}>{children}</div> : null}
    </div>
  );
}
