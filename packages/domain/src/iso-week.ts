// ISO 8601 weeks (spec 002 §9: week handling uses ISO weeks): weeks start on Monday and week 1 is the week that
// holds the year's first Thursday, so 29–31 December can be in week 1 of the next year and 1–3 January in week 52/53.
import { addDays, dayNumberToIso, isoToDayNumber } from './dates.ts';

export interface IsoWeek {
  year: number;
  week: number;
}

function weekdayOf(dayNumber: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

function yearStart(year: number): number {
  return isoToDayNumber(`${String(year).padStart(4, '0')}-01-01`);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  return weekdayOf(isoToDayNumber(iso));
}

export function isoWeek(iso: string): IsoWeek {
  const day = isoToDayNumber(iso);
  const thursday = day - weekdayOf(day) + 4;
  const year = Number(dayNumberToIso(thursday).slice(0, 4));
  return { year, week: Math.floor((thursday - yearStart(year)) / 7) + 1 };
}

function requireYear(year: number): void {
  // 0001–9998 so that every week of the year, including its spill-over days, stays within 0000–9999.
  if (!Number.isInteger(year) || year < 1 || year > 9998) throw new RangeError(`Year out of range: ${year}`);
}

/** 52 or 53: the week that holds 28 December is always the year's last. */
export function isoWeeksInYear(year: number): number {
  requireYear(year);
  return isoWeek(`${String(year).padStart(4, '0')}-12-28`).week;
}

/** The Monday of the given ISO week, as 'YYYY-MM-DD'. */
export function isoWeekStart(year: number, week: number): string {
  requireYear(year);
  if (!Number.isInteger(week) || week < 1 || week > isoWeeksInYear(year)) {
    throw new RangeError(`Week ${week} does not exist in ISO year ${year}`);
  }
  const jan4 = isoToDayNumber(`${String(year).padStart(4, '0')}-01-04`);
  return dayNumberToIso(jan4 - weekdayOf(jan4) + 1 + (week - 1) * 7);
}

/** Monday … Sunday of the given ISO week. */
export function isoWeekDates(year: number, week: number): string[] {
  const monday = isoWeekStart(year, week);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
