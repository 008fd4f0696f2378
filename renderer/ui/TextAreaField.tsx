import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { type FieldChrome, FieldFrame } from './FieldFrame.tsx';
import area from './TextAreaField.module.css';

export interface TextAreaFieldProps
  extends FieldChrome,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with the text fields' label, hint and error; it grows with what is typed. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  limit,
  ref,
  'aria-describedby': alsoDescribedBy,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      limit={limit}
      length={typeof textarea.value === 'string' ? textarea.value.length : undefined}
      alsoDescribedBy={alsoDescribedBy}
    >
      {(wiring) => (
        <textarea
          rows={2}
          {...textarea}
          {...wiring}
          ref={ref}
          className={`${styles.input} ${area.textarea}`}
        />
      )}
    </FieldFrame>
  );
}
