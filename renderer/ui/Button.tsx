import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner.tsx';
import { useHydrated } from './useHydrated.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner, keeps the label for screen readers and blocks repeat submits. */
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

/**
 * The classes of a Button of `variant`, for a link that acts as one (a page to go to, a number to dial): the one
 * look of the app's actions, whatever element carries them.
 */
export function buttonLook(variant: Variant = 'primary', { block = false } = {}): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A pre-rendered form submits only once the app is there: before, the browser would send it as a plain
  // form, with what was typed (a password too) in the address.
  const ready = useHydrated() || type !== 'submit';
  const classes = className
    ? `${buttonLook(variant, { block })} ${className}`
    : buttonLook(variant, { block });
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading || !ready}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" label="" /> : null}
      <span>{children}</span>
    </button>
  );
}
