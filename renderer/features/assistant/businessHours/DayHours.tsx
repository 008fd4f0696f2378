import { memo } from 'react';
import type { OpeningRange, Weekday } from '../../../domain/assistant/businessHours.ts';
import {
  businessHoursLimits,
  dayAtAGlance,
  hoursKeys,
  weekdayLabels,
} from '../../../domain/assistant/businessHours.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import styles from './businessHours.module.css';

/** A new range after the day's last one: an hour after it closes, or 9 to 5 on a day that was closed. */
function nextRange(ranges: readonly OpeningRange[]): OpeningRange {
  const last = ranges.at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last.closes)) return { opens: '09:00', closes: '17:00' };
  const hour = Math.min(Number(last.closes.slice(0, 2)) + 1, 22);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { opens: `${pad(hour)}:00`, closes: `${pad(hour + 1)}:00` };
}

/**
 * One day of the week at a glance: whether the business is open, what the day reads as ("Closed", "9:00 am –
 * 5:00 pm"), and its opening times, several a day for a lunch break.
 */
export const DayHours = memo(function DayHours({
  day,
  ranges,
  errors,
  onChange,
}: {
  day: Weekday;
  ranges: readonly OpeningRange[];
  errors: FieldErrors;
  onChange: (day: Weekday, ranges: OpeningRange[]) => void;
}) {
  const label = weekdayLabels[day];
  const open = ranges.length > 0;
  const dayError = errors[hoursKeys.day(day)];
  const edit = (index: number, changes: Partial<OpeningRange>) =>
    onChange(
      day,
      ranges.map((range, at) => (at === index ? { ...range, ...changes } : range)),
    );
  return (
    <li className={styles.day}>
      <div className={styles.dayHead}>
        <label className={styles.open}>
          <input
            type="checkbox"
            checked={open}
            aria-label={`Open on ${label}`}
            onChange={(event) => onChange(day, event.target.checked ? [nextRange([])] : [])}
          />
          <span className={styles.dayName}>{label}</span>
        </label>
        <span className={styles.glance} data-testid={`glance-${day}`}>
          {dayAtAGlance(ranges)}
        </span>
      </div>
      {open ? (
        <div className={styles.ranges}>
          {ranges.map((range, index) => (
            // The ranges of a day have no ids: a row is its place in the day.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={styles.range}>
              <TextField
                type="time"
                label={`${label} opens${ranges.length > 1 ? ` (${index + 1})` : ''}`}
                value={range.opens}
                error={errors[hoursKeys.opens(day, index)]}
                onChange={(event) => edit(index, { opens: event.target.value })}
              />
              <TextField
                type="time"
                label={`${label} closes${ranges.length > 1 ? ` (${index + 1})` : ''}`}
                value={range.closes}
                error={errors[hoursKeys.closes(day, index)]}
                onChange={(event) => edit(index, { closes: event.target.value })}
              />
              {ranges.length > 1 ? (
                <Button
                  variant="ghost"
                  className={styles.remove}
                  onClick={() =>
                    onChange(
                      day,
                      ranges.filter((_, at) => at !== index),
                    )
                  }
                >
                  Remove {label} hours {index + 1}
                </Button>
              ) : null}
            </div>
          ))}
          <FieldError id={`hours-${day}-error`} error={dayError} className={styles.error} />
          {ranges.length < businessHoursLimits.rangesPerDay ? (
            <Button
              variant="ghost"
              className={styles.add}
              aria-describedby={dayError ? `hours-${day}-error` : undefined}
              onClick={() => onChange(day, [...ranges, nextRange(ranges)])}
            >
              Add hours on {label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
