import { describe, expect, it } from 'vitest';
import {
  type BusinessHours,
  businessHoursIssues,
  countryTimeZones,
  dayAtAGlance,
  defaultTimeZone,
  isIsoDate,
  businessHoursMessages as messages,
  newBusinessHours,
  refusesBusinessHoursField,
  withoutBusinessHours,
} from './businessHours.ts';

const hours = (changes: Partial<BusinessHours> = {}): BusinessHours => ({
  ...newBusinessHours('AU', 'Australia/Sydney'),
  ...changes,
});
const messagesOf = (value: BusinessHours) =>
  businessHoursIssues(value).map((issue) => [issue.path.join('.'), issue.message]);

describe('the default time zone', () => {
  it('is the device’s zone when the device is in the business’s country', () => {
    expect(defaultTimeZone('AU', 'Australia/Perth')).toBe('Australia/Perth');
    expect(defaultTimeZone('US', 'America/Denver')).toBe('America/Denver');
    expect(defaultTimeZone('CA', 'America/Vancouver')).toBe('America/Vancouver');
  });

  it('is the country’s main zone when the device is elsewhere', () => {
    expect(defaultTimeZone('AU', 'Europe/London')).toBe('Australia/Sydney');
    expect(defaultTimeZone('US', 'America/Toronto')).toBe('America/New_York');
    expect(defaultTimeZone('GB', 'Australia/Sydney')).toBe('Europe/London');
    expect(defaultTimeZone('CA', undefined)).toBe('America/Toronto');
  });

  it('is the device’s zone for a country without a list, else UTC', () => {
    expect(defaultTimeZone('NZ', 'Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(defaultTimeZone('NZ', undefined)).toBe('UTC');
  });

  it('lists only zones the platform knows, the main one first', () => {
    const zones = countryTimeZones('au');
    expect(zones[0]).toBe('Australia/Sydney');
    expect(zones).toContain('Australia/Perth');
    expect(zones.every((zone) => Intl.supportedValuesOf('timeZone').includes(zone))).toBe(true);
  });
});

describe('checking business hours', () => {
  it('accepts the starting hours', () => {
    expect(businessHoursIssues(hours())).toEqual([]);
  });

  it('asks for HH:MM times, each range closing after it opens', () => {
    const week = {
      ...hours().week,
      monday: [{ opens: '', closes: '9am' }],
      tuesday: [{ opens: '17:00', closes: '09:00' }],
      wednesday: [{ opens: '09:00', closes: '09:00' }],
      thursday: [{ opens: '24:00', closes: '25:61' }],
    };
    expect(messagesOf(hours({ week }))).toEqual([
      ['businessHours.week.monday.0.opens', messages.timeBlank],
      ['businessHours.week.monday.0.closes', messages.timeInvalid],
      ['businessHours.week.tuesday.0.closes', messages.closesBeforeOpens],
      ['businessHours.week.wednesday.0.closes', messages.closesBeforeOpens],
      ['businessHours.week.thursday.0.opens', messages.timeInvalid],
      ['businessHours.week.thursday.0.closes', messages.timeInvalid],
    ]);
  });

  it('marks the later of two overlapping ranges of a day, and lets ranges touch', () => {
    const week = {
      ...hours().week,
      monday: [
        { opens: '09:00', closes: '12:00' },
        { opens: '12:00', closes: '17:00' },
        { opens: '16:30', closes: '18:00' },
      ],
    };
    expect(messagesOf(hours({ week }))).toEqual([['businessHours.week.monday.2.opens', messages.overlaps]]);
  });

  it('asks for real dates, each once', () => {
    const holidays = ['2026-12-25', '', '2026-02-30', '25/12/2026', '2026-12-25'];
    expect(messagesOf(hours({ holidays }))).toEqual([
      ['businessHours.holidays.1', messages.holidayBlank],
      ['businessHours.holidays.2', messages.holidayInvalid],
      ['businessHours.holidays.3', messages.holidayInvalid],
      ['businessHours.holidays.4', messages.holidayTwice],
    ]);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses a zone the platform does not know, and too many ranges', () => {
    const six = Array.from({ length: 7 }, (_, index) => ({ opens: `0${index}:00`, closes: `0${index}:30` }));
    expect(messagesOf(hours({ timeZone: 'Mars/Olympus', week: { ...hours().week, friday: six } }))).toEqual([
      ['businessHours.timeZone', messages.timeZoneUnknown],
      ['businessHours.week.friday', messages.tooManyRanges],
    ]);
  });
});

describe('the week at a glance', () => {
  it('says Closed, or the ranges in order', () => {
    expect(dayAtAGlance([])).toBe('Closed');
    expect(
      dayAtAGlance(
        [
          { opens: '13:00', closes: '17:30' },
          { opens: '08:00', closes: '12:00' },
        ],
        'en-AU',
      ),
    ).toMatch(/^8:00\sam – 12:00\spm, 1:00\spm – 5:30\spm$/);
    expect(dayAtAGlance([{ opens: '08:00', closes: '17:30' }], 'en-GB')).toBe('8:00 – 17:30');
  });
});

describe('a service that does not know the field', () => {
  it('is recognised by a refusal naming the field, not one of its values', () => {
    expect(refusesBusinessHoursField('lucyConfig: Unrecognized key: "businessHours"')).toBe(true);
    expect(refusesBusinessHoursField('Unknown field lucyConfig.businessHours')).toBe(true);
    expect(refusesBusinessHoursField('lucyConfig.businessHours.week.monday.0.closes: must be after')).toBe(
      false,
    );
    expect(refusesBusinessHoursField('lucyConfig.assistant.businessName: is required')).toBe(false);
  });

  it('is sent the config without hours, everything else kept', () => {
    const config = { languages: ['en-AU'], businessHours: hours(), extra: 1 };
    expect(withoutBusinessHours(config)).toEqual({ languages: ['en-AU'], extra: 1 });
  });
});
