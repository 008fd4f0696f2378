import { type Dispatch, memo, useCallback } from 'react';
import type { BusinessHoursConfig } from '../../../api/schemas/builder.ts';
import {
  type AfterHoursMode,
  businessHoursLimits,
  countryTimeZones,
  hoursKeys,
  knownTimeZones,
  newBusinessHours,
  type OpeningRange,
  type Weekday,
  weekdays,
} from '../../../domain/assistant/businessHours.ts';
import { deviceTimeZone } from '../../../domain/environment/timeZone.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import type { EditorAction } from '../editor/draft.ts';
import { Choices } from '../sections/Choices.tsx';
import { Section } from '../sections/Section.tsx';
import styles from './businessHours.module.css';
import { DayHours } from './DayHours.tsx';
import { Holidays } from './Holidays.tsx';

const afterHoursChoices = [
  {
    value: 'takeMessage',
    label: 'Take a message',
    description: 'Lucy only takes a message, and you call back when you open.',
  },
  {
    value: 'noTransfers',
    label: 'Answer, without putting calls through',
    description: 'Lucy answers questions and sends links as usual, but transfers no calls.',
  },
] as const;

/** A zone's name as owners read it: "Australia/Lord_Howe" as "Australia / Lord Howe". */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

/**
 * Business hours (a proposal, flag `businessHours`): the week at a glance with each day's opening times, the time
 * zone they are read in (the business country's by default), public holidays, and what Lucy does outside them.
 * Without hours Lucy answers the same way at all times, as she did before hours existed.
 */
export const BusinessHoursSection = memo(function BusinessHoursSection({
  hours,
  country,
  notKept,
  errors,
  dispatch,
}: {
  hours: BusinessHoursConfig | undefined;
  country: string;
  notKept: boolean;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const change = useCallback(
    (changes: Partial<BusinessHoursConfig>) => {
      if (hours) dispatch({ type: 'businessHours', hours: { ...hours, ...changes } });
    },
    [hours, dispatch],
  );
  const changeDay = useCallback(
    (day: Weekday, ranges: OpeningRange[]) =>
      change({ week: { ...hours?.week, [day]: ranges } as BusinessHoursConfig['week'] }),
    [change, hours],
  );
  const changeHolidays = useCallback((holidays: string[]) => change({ holidays }), [change]);

  if (!hours) {
    return (
      <Section title="Business hours" description="Lucy answers every call the same way, day and night.">
        <Button
          variant="secondary"
          onClick={() =>
            dispatch({ type: 'businessHours', hours: newBusinessHours(country, deviceTimeZone()) })
          }
        >
          Set business hours
        </Button>
      </Section>
    );
  }

  const local = countryTimeZones(country);
  const others = knownTimeZones().filter((zone) => !local.includes(zone));
  const unknownZone = !local.includes(hours.timeZone) && !others.includes(hours.timeZone);
  return (
    <Section
      title="Business hours"
      description="When you are open, Lucy answers as usual. Outside these hours she does what you choose below."
    >
      {notKept ? (
        <Alert tone="warning" title="Your business hours are not saved yet">
          Lucy’s service cannot keep business hours yet, so Lucy still answers the same way at all hours. Your
          other settings were saved. Your hours stay here until you leave this page.
        </Alert>
      ) : null}
      <SelectField
        label="Time zone"
        hint="Your hours and holidays are read in this time zone."
        value={hours.timeZone}
        error={errors[hoursKeys.timeZone]}
        onChange={(event) => change({ timeZone: event.target.value })}
      >
        {unknownZone ? <option value={hours.timeZone}>{zoneLabel(hours.timeZone)}</option> : null}
        {local.length > 0 ? (
          <optgroup label="Your country">
            {local.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label="Everywhere else">
          {others.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Opening hours</legend>
        <ul className={styles.week} aria-label="Opening hours, Monday to Sunday">
          {weekdays.map((day) => (
            <DayHours key={day} day={day} ranges={hours.week[day]} errors={errors} onChange={changeDay} />
          ))}
        </ul>
        <Button
          variant="ghost"
          onClick={() =>
            change({
              week: {
                ...hours.week,
                tuesday: hours.week.monday,
                wednesday: hours.week.monday,
                thursday: hours.week.monday,
                friday: hours.week.monday,
              },
            })
          }
        >
          Use Monday’s hours for every weekday
        </Button>
      </fieldset>
      <Holidays holidays={hours.holidays} errors={errors} onChange={changeHolidays} />
      <Choices<AfterHoursMode>
        legend="After hours, Lucy"
        name="afterHoursMode"
        choices={afterHoursChoices}
        value={hours.afterHours.mode}
        onChange={(mode) => change({ afterHours: { ...hours.afterHours, mode } })}
      />
      <TextAreaField
        label="After-hours greeting (optional)"
        hint="Leave blank to use your usual greeting."
        value={hours.afterHours.greeting}
        limit={businessHoursLimits.greeting}
        error={errors[hoursKeys.greeting]}
        onChange={(event) => change({ afterHours: { ...hours.afterHours, greeting: event.target.value } })}
      />
      <Button variant="ghost" onClick={() => dispatch({ type: 'businessHours', hours: undefined })}>
        Remove business hours
      </Button>
    </Section>
  );
});
