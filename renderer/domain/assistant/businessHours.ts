import { z } from 'zod/mini';
import type { FieldIssue } from '../validation/issues.ts';

/**
 * Business hours (a proposal to the builder API, contracts/README): when the business is open, in its time zone,
 * the public holidays it closes on, and what Lucy does outside those hours. An optional part of lucyConfig: a
 * config without it means Lucy answers the same way at all hours, as before hours existed.
 */

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One stretch of opening on a day, as 24-hour `HH:MM` times; it closes the same day. */
export interface OpeningRange {
  opens: string;
  closes: string;
}

/**
 * `takeMessage`: outside hours Lucy only takes a message. `noTransfers`: she answers as in hours (FAQs, links)
 * but puts no call through. `greeting`, when not blank, is what she says instead of the usual greeting.
 */
export type AfterHoursMode = 'takeMessage' | 'noTransfers';

export interface BusinessHours {
  /** An IANA time zone, e.g. Australia/Sydney: the hours and holidays are read in it. */
  timeZone: string;
  /** Every weekday's ranges, in order; an empty list is a closed day. */
  week: Record<Weekday, OpeningRange[]>;
  /** Public holidays the business is closed on, as ISO dates (YYYY-MM-DD). */
  holidays: string[];
  afterHours: { mode: AfterHoursMode; greeting: string };
}

export const businessHoursLimits = { rangesPerDay: 6, holidays: 60, greeting: 1000 } as const;

export const businessHoursMessages = {
  timeBlank: 'Enter a time, such as 09:00',
  timeInvalid: 'Enter a time as hours and minutes, such as 09:00 or 17:30',
  closesBeforeOpens: 'The closing time must be after the opening time',
  overlaps: 'These hours overlap another time on the same day: change or remove one',
  tooManyRanges: `Use at most ${businessHoursLimits.rangesPerDay} times a day`,
  holidayBlank: 'Choose the date of the holiday, or remove it',
  holidayInvalid: 'Enter the date as year, month and day, such as 2026-12-25',
  holidayTwice: 'This date is already in the list: remove one',
  tooManyHolidays: `Use at most ${businessHoursLimits.holidays} holidays: remove past ones`,
  timeZoneUnknown: 'Choose the time zone from the list',
  greetingTooLong: `Use at most ${businessHoursLimits.greeting} characters`,
} as const;

/** Where each error belongs: the path of each field in the config, as the editor's error keys. */
export const hoursKeys = {
  timeZone: 'businessHours.timeZone',
  day: (day: Weekday) => `businessHours.week.${day}`,
  opens: (day: Weekday, index: number) => `businessHours.week.${day}.${index}.opens`,
  closes: (day: Weekday, index: number) => `businessHours.week.${day}.${index}.closes`,
  holidays: 'businessHours.holidays',
  holiday: (index: number) => `businessHours.holidays.${index}`,
  greeting: 'businessHours.afterHours.greeting',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isTime = (value: string) => TIME.test(value);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Every IANA zone this platform knows (Intl), plus UTC, which some platforms list only as an alias. */
export function knownTimeZones(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

export function isTimeZone(zone: string): boolean {
  if (knownTimeZones().includes(zone)) return true;
  try {
    // Aliases the list leaves out (Asia/Calcutta for Asia/Kolkata) are still zones the platform reads.
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

/** Each supported country's zones, main one first (the zone used when the device is elsewhere). */
const COUNTRY_ZONES: Record<string, readonly string[]> = {
  AU: [
    'Australia/Sydney',
    'Australia/Melbourne',
    'Australia/Brisbane',
    'Australia/Adelaide',
    'Australia/Perth',
    'Australia/Hobart',
    'Australia/Darwin',
    'Australia/Lord_Howe',
    'Australia/Broken_Hill',
    'Australia/Eucla',
  ],
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
    'America/Detroit',
    'America/Indiana/Indianapolis',
    'America/Boise',
  ],
  GB: ['Europe/London'],
  CA: [
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Regina',
    'America/Halifax',
    'America/St_Johns',
    'America/Moncton',
    'America/Whitehorse',
  ],
};

/** The zones of the business's country (e.g. AU) the platform knows, main one first; empty for another country. */
export function countryTimeZones(country: string): readonly string[] {
  const known = new Set(knownTimeZones());
  return (COUNTRY_ZONES[country.toUpperCase()] ?? []).filter((zone) => known.has(zone));
}

/**
 * The zone hours start in: the device's when it is one of the business country's zones (an owner in Perth
 * gets Perth), else the country's main zone (an owner travelling abroad still gets their business's), else
 * the device's, else UTC.
 */
export function defaultTimeZone(country: string, deviceZone: string | undefined): string {
  const zones = countryTimeZones(country);
  if (deviceZone && zones.includes(deviceZone)) return deviceZone;
  return zones[0] ?? (deviceZone && isTimeZone(deviceZone) ? deviceZone : 'UTC');
}

const nineToFive = (): OpeningRange[] => [{ opens: '09:00', closes: '17:00' }];

/** What an owner starts from: weekdays 9 to 5, weekends closed, messages only after hours. */
export function newBusinessHours(country: string, deviceZone: string | undefined): BusinessHours {
  return {
    timeZone: defaultTimeZone(country, deviceZone),
    week: {
      monday: nineToFive(),
      tuesday: nineToFive(),
      wednesday: nineToFive(),
      thursday: nineToFive(),
      friday: nineToFive(),
      saturday: [],
      sunday: [],
    },
    holidays: [],
    afterHours: { mode: 'takeMessage', greeting: '' },
  };
}

function rangeIssues(day: Weekday, ranges: readonly OpeningRange[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = (index: number, field: keyof OpeningRange) => ['businessHours', 'week', day, index, field];
  if (ranges.length > businessHoursLimits.rangesPerDay)
    issues.push({ path: ['businessHours', 'week', day], message: businessHoursMessages.tooManyRanges });
  ranges.forEach((range, index) => {
    for (const field of ['opens', 'closes'] as const) {
      const value = range[field];
      if (value.trim() === '')
        issues.push({ path: at(index, field), message: businessHoursMessages.timeBlank });
      else if (!isTime(value))
        issues.push({ path: at(index, field), message: businessHoursMessages.timeInvalid });
    }
    if (isTime(range.opens) && isTime(range.closes) && minutes(range.closes) <= minutes(range.opens))
      issues.push({ path: at(index, 'closes'), message: businessHoursMessages.closesBeforeOpens });
  });
  // Of two overlapping ranges, the later one in the list is marked: the one the owner most likely just added.
  ranges.forEach((range, index) => {
    if (!isTime(range.opens) || !isTime(range.closes) || minutes(range.closes) <= minutes(range.opens))
      return;
    const overlaps = ranges
      .slice(0, index)
      .some(
        (other) =>
          isTime(other.opens) &&
          isTime(other.closes) &&
          minutes(range.opens) < minutes(other.closes) &&
          minutes(other.opens) < minutes(range.closes),
      );
    if (overlaps) issues.push({ path: at(index, 'opens'), message: businessHoursMessages.overlaps });
  });
  return issues;
}

/**
 * Every problem of `hours`, each at its field's path (`businessHours.week.monday.1.closes`): times HH:MM, a
 * range closing after it opens, no overlap within a day, holidays real ISO dates listed once, a known zone.
 * The editor and the dev backend both check with this.
 */
export function businessHoursIssues(hours: BusinessHours): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isTimeZone(hours.timeZone))
    issues.push({ path: ['businessHours', 'timeZone'], message: businessHoursMessages.timeZoneUnknown });
  for (const day of weekdays) issues.push(...rangeIssues(day, hours.week[day]));
  if (hours.holidays.length > businessHoursLimits.holidays)
    issues.push({ path: ['businessHours', 'holidays'], message: businessHoursMessages.tooManyHolidays });
  hours.holidays.forEach((date, index) => {
    const path = ['businessHours', 'holidays', index];
    if (date.trim() === '') issues.push({ path, message: businessHoursMessages.holidayBlank });
    else if (!isIsoDate(date)) issues.push({ path, message: businessHoursMessages.holidayInvalid });
    else if (hours.holidays.indexOf(date) < index)
      issues.push({ path, message: businessHoursMessages.holidayTwice });
  });
  if (hours.afterHours.greeting.length > businessHoursLimits.greeting)
    issues.push({
      path: ['businessHours', 'afterHours', 'greeting'],
      message: businessHoursMessages.greetingTooLong,
    });
  return issues;
}

/** The hours' problems as a check of the whole config (a zod refinement), each at its field's path. */
export function businessHoursRule(hours: BusinessHours) {
  return z.superRefine<object>((_, context) => {
    for (const issue of businessHoursIssues(hours))
      context.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  });
}

/** "09:00" as the owner's clock shows it ("9:00 am" or "09:00"), for the week at a glance. */
export function showTime(time: string, locale?: string): string {
  if (!isTime(time)) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    date,
  );
}

/** A day at a glance: "Closed", or its ranges in order ("9:00 am – 12:00 pm, 1:00 pm – 5:00 pm"). */
export function dayAtAGlance(ranges: readonly OpeningRange[], locale?: string): string {
  if (ranges.length === 0) return 'Closed';
  return [...ranges]
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((range) => `${showTime(range.opens, locale)} – ${showTime(range.closes, locale)}`)
    .join(', ');
}

/**
 * True when a builder API refusal (its 400 message) is about the `businessHours` field as such: a service that
 * does not know the field yet names it as unrecognised. A refusal of one of its values (a bad time) names the
 * value's path and is shown on that field instead.
 */
export function refusesBusinessHoursField(message: string): boolean {
  return /businessHours/.test(message) && !/businessHours\.\w/.test(message);
}

/** The config without its business hours: what a service that does not keep them yet is sent. */
export function withoutBusinessHours<C extends { businessHours?: unknown }>(
  config: C,
): Omit<C, 'businessHours'> {
  const { businessHours: _hours, ...rest } = config;
  return rest;
}
