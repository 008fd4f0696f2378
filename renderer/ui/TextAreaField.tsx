import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { type FieldChrome, FieldFrame } from './FieldFrame.tsx';
import area from './TextAreaField.module.css';

export interface TextAreaFieldProps
  extends FieldChrome,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text field with the text fields' label, hint and error; it grows with what is typed, and its
 * direction follows the text (an answer written in Arabic reads right to left).
 */
export function TextAreaField({ ref, ...field }: TextAreaFieldProps) {
  return (
    <FieldFrame field={field}>
      {(control) => (
        <textarea rows={2} dir="auto" {...control} ref={ref} className={`${styles.input} ${area.textarea}`} />
      )}
    </FieldFrame>
  );
}
