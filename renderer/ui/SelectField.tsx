import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { type FieldChrome, FieldFrame } from './FieldFrame.tsx';

export interface SelectFieldProps extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the text fields' label, hint and error. */
export function SelectField({ children, ref, ...field }: SelectFieldProps) {
  return (
    <FieldFrame field={field}>
      {(control) => (
        <select {...control} ref={ref} className={styles.input}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
