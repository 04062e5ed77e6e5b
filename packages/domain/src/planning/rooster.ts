import { DEFAULT_ROOSTER } from '../api/owner.ts';
import { dutchHolidays } from '../holidays.ts';
import { isoWeek, isoWeekday } from '../iso-week.ts';

// The owner's rooster (spec 000 §3): working-hour templates of one or more weeks of seven days (Monday first), hours in
// hundredths. Planning counts with the first template that is not deleted, the default 38-hour week without one.

/** The weeks of the template in force: each seven day values, Monday to Sunday. */
export type RoosterWeeks = readonly (readonly number[])[];

const DEFAULT_WEEKS: RoosterWeeks = DEFAULT_ROOSTER[0]?.weeks.map((w) => w.days) ?? [[760, 760, 760, 760, 760, 0, 0]];

function toDays(raw: unknown): number[] | null {
  const days = (raw as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return null;
  return Array.from({ length: 7 }, (_, i) => {
    const value = Math.round(Number(days[i]) || 0);
    return Math.min(2400, Math.max(0, value));
  });
}

/** The weeks of the owner's first non-deleted template with weeks; the default 38-hour week when there is none. */
export function roosterWeeks(rooster: readonly unknown[] | null | undefined): RoosterWeeks {
  for (const item of rooster ?? []) {
    if (typeof item !== 'object' || item === null || (item as { deleted?: unknown }).deleted) continue;
    const weeks = (item as { weeks?: unknown }).weeks;
    if (!Array.isArray(weeks)) continue;
    const parsed = weeks.map(toDays).filter((days): days is number[] => days !== null);
    if (parsed.length > 0) return parsed;
  }
  return DEFAULT_WEEKS;
}

/**
 * The template week that applies on a date. A template of n weeks rotates by ISO week number: week 1 of the template
 * in ISO weeks 1, n+1, ...; with two weeks the planners' familiar "odd and even weeks".
 */
export function roosterWeekOf(weeks: RoosterWeeks, date: string): readonly number[] {
  // One week (the usual rooster) needs no week number: overviews ask this for every day of every absence.
  const index = weeks.length === 1 ? 0 : (isoWeek(date).week - 1) % weeks.length;
  return weeks[index] ?? weeks[0] ?? [0, 0, 0, 0, 0, 0, 0];
}

const weekTotals = new WeakMap<readonly number[], number>();

/** The total of one template week, computed once per week array. */
export function weekTotal(week: readonly number[]): number {
  let total = weekTotals.get(week);
  if (total === undefined) {
    total = week.reduce((sum, hours) => sum + hours, 0);
    weekTotals.set(week, total);
  }
  return total;
}

/** Rooster hours (hundredths) on a date, holidays not taken off. */
export function roosterDayHours(weeks: RoosterWeeks, date: string): number {
  return roosterWeekOf(weeks, date)[isoWeekday(date) - 1] ?? 0;
}

/** Rooster hours of the whole template week that holds the date. */
export function roosterWeekHours(weeks: RoosterWeeks, date: string): number {
  return weekTotal(roosterWeekOf(weeks, date));
}

// Overviews ask for the same few years thousands of times.
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Whether a date is a Dutch holiday (holidays.ts), from a per-year cache. */
export function isHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(year >= 1583 ? dutchHolidays(year).map((h) => h.date) : []);
    holidaysByYear.set(year, set);
  }
  return set.has(date);
}

/** Rooster hours on a date with Dutch holidays off (spec 002 §9). */
export function workingDayHours(weeks: RoosterWeeks, date: string): number {
  return isHoliday(date) ? 0 : roosterDayHours(weeks, date);
}
