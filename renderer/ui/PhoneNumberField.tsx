import { type Ref, useId, useSyncExternalStore } from 'react';
import { SUPPORTED_COUNTRIES } from '../domain/constants.ts';
import { guessedCountry } from '../domain/environment/timeZone.ts';
import fieldStyles from './Field.module.css';
import { FieldError } from './FieldError.tsx';
import styles from './PhoneNumberField.module.css';

export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];
/** The country a number typed without its country code belongs to; `other` means it must carry one. */
export type PhoneCountryChoice = SupportedCountry | 'other';

/**
 * How each choice is offered (short enough for a phone's width, with the calling code owners know), and an
 * example number written the way owners there write it.
 */
const COUNTRY_CHOICES: Record<PhoneCountryChoice, { label: string; example: string }> = {
  AU: { label: 'Australia +61', example: '0412 345 678' },
  US: { label: 'USA +1', example: '(201) 555-0123' },
  GB: { label: 'UK +44', example: '07400 123456' },
  CA: { label: 'Canada +1', example: '(204) 555-0123' },
  other: { label: 'Other country', example: '+64 21 123 4567' },
};
const CHOICES = [...SUPPORTED_COUNTRIES, 'other'] as const;

/** What a page pre-rendered at build time offers (the visitor's time zone is not known there). */
const PRERENDERED_PHONE_COUNTRY: PhoneCountryChoice = 'US';
const noChanges = () => () => {};

/**
 * The guessed country, in a way hydration allows: a page pre-rendered at build time (web/prerender.ts) is
 * hydrated with the country it was rendered with, then the visitor's own guess follows at once.
 */
export function useGuessedPhoneCountry(): PhoneCountryChoice {
  return useSyncExternalStore<PhoneCountryChoice>(noChanges, guessedCountry, () => PRERENDERED_PHONE_COUNTRY);
}

interface PhoneNumberFieldProps {
  value: string;
  onChange(value: string): void;
  country: PhoneCountryChoice;
  onCountryChange(country: PhoneCountryChoice): void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SPEC §3, §5: the business phone number, at /signup and /setup/phone alike, typed nationally for the chosen country or with its country code.
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
          {CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {COUNTRY_CHOICES[choice].label}
            </option>
          ))}
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
            placeholder={COUNTRY_CHOICES[country].example}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
