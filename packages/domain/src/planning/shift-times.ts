// Times of a shift (spec 002 §3, §9): times of day are HHmm integers (1330), pause and travel time and the worked
// hours are hundredths of an hour (150 = 1.5 h). All arithmetic is on whole minutes and integers.
import { addDays, isValidIsoDate } from '../dates.ts';

/** Minutes since midnight of an HHmm time (2400 = 1440, the end of the day). */
export function minutesOfDay(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

/** HHmm of a number of minutes since midnight (0 … 1440). */
export function timeOfMinutes(minutes: number): number {
  return Math.floor(minutes / 60) * 100 + (minutes % 60);
}

/** Minutes as hundredths of an hour, rounded to the nearest hundredth (20 min → 33). */
export function minutesToHundredths(minutes: number): number {
  return Math.round((minutes * 100) / 60);
}

/** Hundredths of an hour as whole minutes, rounded (50 → 30). */
export function hundredthsToMinutes(hundredths: number): number {
  return Math.round((hundredths * 60) / 100);
}

/**
 * Worked hours of a shift in hundredths: end − start − pause. The span is rounded once, then the pause taken off, so
 * 08:00–12:30 with a pause of 50 gives 400. An end not after the start (a shift entered the wrong way round) gives 0.
 */
export function shiftHours(startTime: number, endTime: number, pause: number): number {
  const span = minutesOfDay(endTime) - minutesOfDay(startTime);
  if (span <= 0) return 0;
  return Math.max(0, minutesToHundredths(span) - pause);
}

/** True when two time spans on one day overlap; touching ends (08:00–10:00 and 10:00–12:00) do not. */
export function timesOverlap(
  a: { startTime: number; endTime: number },
  b: { startTime: number; endTime: number },
): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

/** End time given a start time and a length in minutes, capped at the end of the day (2400). */
export function endAfter(startTime: number, minutes: number): number {
  return timeOfMinutes(Math.min(1440, minutesOfDay(startTime) + Math.max(0, minutes)));
}

/**
 * The dates planning accepts (the server answers 'Bad Request. Work date is out of range' outside them): from 1 January
 * two years before today's year through 31 December two years after it. Wide enough to confirm last year's hours and
 * plan the next contract year; narrow enough that a typo (2062 for 2026) is caught instead of planned.
 */
export const WORK_DATE_YEARS = 2;

export function workDateRange(today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  const pad = (y: number) => String(y).padStart(4, '0');
  return { min: `${pad(year - WORK_DATE_YEARS)}-01-01`, max: `${pad(year + WORK_DATE_YEARS)}-12-31` };
}

/** A real calendar date 'YYYY-MM-DD' inside workDateRange(today). */
export function isWorkDateInRange(date: unknown, today: string): date is string {
  if (!isValidIsoDate(date)) return false;
  const { min, max } = workDateRange(today);
  return date >= min && date <= max;
}

/** The longest period one planning read or generation covers: a quarter (92 days) plus a spare week. */
export const PLANNING_MAX_RANGE_DAYS = 99;

/** True when [startDate, endDate] is ordered and at most `maxDays` days long (both ends counted). */
export function isRangeWithin(startDate: string, endDate: string, maxDays = PLANNING_MAX_RANGE_DAYS): boolean {
  return startDate <= endDate && addDays(startDate, maxDays - 1) >= endDate;
}

/** Hours are confirmed from the shift's own day on: a shift after today has not been worked yet. */
export const isConfirmableDate = (date: string, today: string) => date <= today;
