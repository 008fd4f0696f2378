import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';
import area from './TextAreaField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; it is announced and linked to the text area. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with the text fields' label, hint and error; it grows with what is typed. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ref,
  'aria-describedby': alsoDescribedBy,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <textarea
          rows={2}
          {...textarea}
          ref={ref}
          id={id}
          className={`${styles.input} ${area.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
