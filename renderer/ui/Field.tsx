import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError.tsx';
import { type FieldChrome, FieldFrame } from './FieldFrame.tsx';

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Content beside the input, such as a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Inputs of words an owner writes in their own language: its direction follows what is typed (Arabic, Hebrew). */
const FREE_TEXT_TYPES = new Set(['text', 'search']);

export function TextField({ trailing, ref, ...field }: TextFieldProps) {
  return (
    <FieldFrame field={field}>
      {(control) => (
        <>
          <input
            dir={FREE_TEXT_TYPES.has(field.type ?? 'text') ? 'auto' : undefined}
            {...control}
            ref={ref}
            className={styles.input}
          />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}

/** The e-mail address an owner signs in with, where the browser offers the ones it keeps for Lucy. */
export function SignInEmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'inputMode'>) {
  return (
    <TextField label="Email" type="email" name="email" autoComplete="username" inputMode="email" {...props} />
  );
}

/** A password input with a show/hide toggle, so owners can check what they typed on a phone keyboard. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      // Shown or hidden, a password reads in the order it was typed.
      dir="ltr"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
