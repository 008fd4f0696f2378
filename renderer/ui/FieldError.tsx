import styles from './Field.module.css';

/**
 * What is wrong with a field, said under it in the danger colour; `id` is what the field's aria-describedby
 * names. Nothing without an error. `className` replaces the spacing where a group of choices has its own.
 */
export function FieldError({
  id,
  error,
  className = styles.error,
}: {
  id: string | undefined;
  error: string | undefined;
  className?: string | undefined;
}) {
  if (!error) return null;
  return (
    <p id={id} className={className}>
      {error}
    </p>
  );
}
