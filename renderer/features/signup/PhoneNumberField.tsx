import { type Ref, useId } from 'react';
import { SUPPORTED_COUNTRIES } from '../../domain/constants.ts';
import fieldStyles from '../../ui/Field.module.css';
import styles from './signup.module.css';

export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];
/** The country a number typed without its country code belongs to; `other` means it must carry one. */
export type PhoneCountryChoice = SupportedCountry | 'other';

/** How each country Lucy serves is offered, with its calling code as owners know it. */
const COUNTRY_OPTIONS: Record<SupportedCountry, string> = {
  AU: 'Australia (+61)',
  US: 'United States (+1)',
  GB: 'United Kingdom (+44)',
  CA: 'Canada (+1)',
};

interface PhoneNumberFieldProps {
  value: string;
  onChange(value: string): void;
  country: PhoneCountryChoice;
  onCountryChange(country: PhoneCountryChoice): void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SPEC §3, §5: the business phone number, typed nationally for the chosen country or with its country code.
 * Numbers from other countries are accepted too: their owners go to the waitlist (SPEC §4).
 */
export function PhoneNumberField({
  value,
  onChange,
  country,
  onCountryChange,
  error,
  ref,
}: PhoneNumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Business phone number
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        The number your customers call. Outside the listed countries, include your country code.
      </p>
      <div className={styles.phoneRow}>
        <select
          className={styles.countrySelect}
          aria-label="Country of the phone number"
          value={country}
          onChange={(event) => onCountryChange(event.target.value as PhoneCountryChoice)}
        >
          {SUPPORTED_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_OPTIONS[code]}
            </option>
          ))}
          <option value="other">Another country</option>
        </select>
        <div
          className={`${fieldStyles.control} ${styles.phoneControl}`}
          data-invalid={error ? true : undefined}
        >
          <input
            ref={ref}
            id={id}
            className={fieldStyles.input}
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            inputMode="tel"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
