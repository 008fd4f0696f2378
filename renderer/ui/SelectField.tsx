import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { type FieldChrome, FieldFrame } from './FieldFrame.tsx';

export interface SelectFieldProps extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the text fields' label, hint and error. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ref,
  'aria-describedby': alsoDescribedBy,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      alsoDescribedBy={alsoDescribedBy}
    >
      {(wiring) => (
        <select {...select} {...wiring} ref={ref} className={styles.input}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
