import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError.tsx';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldChrome {
  label: ReactNode;
  /** Help shown under the label, before the user types. */
  hint?: ReactNode;
  /** The field's error; it is announced and linked to the control. */
  error?: string | undefined;
  className?: string | undefined;
  /**
   * The most characters the service accepts (renderer/domain/validation/limits.ts). Near the limit a
   * counter shows how many are used, so an owner sees it coming instead of learning it from a refusal.
   */
  limit?: number | undefined;
}

/** The counter appears once this share of the limit is used. */
const COUNTER_FROM = 0.8;

/** The attributes that tie a control to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's props as its component takes them: the chrome, and the control's own attributes. */
type FieldProps = FieldChrome & { 'aria-describedby'?: string | undefined; value?: unknown };

/** The control's own attributes, wired to the label, hint and error. */
export type ControlProps<P extends FieldProps> = Omit<P, keyof FieldChrome | 'aria-describedby'> &
  ControlWiring;

/**
 * The label, hint, bordered control box and error shared by text, text-area and select fields. It takes the
 * field's props whole and renders the control through `children` with the rest of them, wired (a description
 * the caller links is kept).
 */
export function FieldFrame<P extends FieldProps>({
  field,
  children,
}: {
  field: P;
  children: (control: ControlProps<P>) => ReactNode;
}) {
  const { label, hint, error, className, limit, 'aria-describedby': alsoDescribedBy, ...attributes } = field;
  const id = useId();
  const length = typeof field.value === 'string' ? field.value.length : 0;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counting = limit !== undefined && length >= limit * COUNTER_FROM;
  const counterId = counting ? `${id}-count` : undefined;
  const wiring: ControlWiring = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, counterId, alsoDescribedBy].filter(Boolean).join(' ') || undefined,
  };
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
        {children({ ...attributes, ...wiring } as ControlProps<P>)}
      </div>
      <FieldError id={errorId} error={error} />
      {counting ? (
        <p id={counterId} className={styles.counter} data-over={length > limit ? true : undefined}>
          {length.toLocaleString('en')} of {limit.toLocaleString('en')} characters
        </p>
      ) : null}
    </div>
  );
}
