import { memo, useRef } from 'react';
import { businessHoursLimits, hoursKeys } from '../../../domain/assistant/businessHours.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import styles from './businessHours.module.css';

/** Public holidays the business is closed on, as dates: Lucy treats each as after hours all day. */
export const Holidays = memo(function Holidays({
  holidays,
  errors,
  onChange,
}: {
  holidays: readonly string[];
  errors: FieldErrors;
  onChange: (holidays: string[]) => void;
}) {
  const list = useRef<HTMLFieldSetElement>(null);
  const listError = errors[hoursKeys.holidays];
  return (
    <fieldset className={styles.group} ref={list}>
      <legend className={styles.legend}>Public holidays</legend>
      <p className={styles.hint}>Days you are closed. Lucy answers them as she does after hours.</p>
      {holidays.length > 0 ? (
        <ul className={styles.holidays}>
          {holidays.map((date, index) => (
            // A holiday is its place in the list: two rows may hold the same date until one is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.holiday}>
              <TextField
                type="date"
                label={`Holiday ${index + 1}`}
                value={date}
                error={errors[hoursKeys.holiday(index)]}
                onChange={(event) =>
                  onChange(holidays.map((value, at) => (at === index ? event.target.value : value)))
                }
              />
              <Button
                variant="ghost"
                className={styles.remove}
                onClick={() => {
                  onChange(holidays.filter((_, at) => at !== index));
                  list.current?.querySelector<HTMLButtonElement>('[data-add-holiday]')?.focus();
                }}
              >
                Remove holiday {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id="holidays-error" error={listError} className={styles.error} />
      {holidays.length < businessHoursLimits.holidays ? (
        <Button
          variant="secondary"
          data-add-holiday
          aria-describedby={listError ? 'holidays-error' : undefined}
          onClick={() => onChange([...holidays, ''])}
        >
          Add a holiday
        </Button>
      ) : null}
    </fieldset>
  );
});
