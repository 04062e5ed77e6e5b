import { addDays, diffDays, OPEN_END_DATE } from '../dates.ts';
import { isActiveOn } from '../employees/rules.ts';
import { ABSENCE_MAX_DAYS } from './absences.ts';
import { type DateRange, intersectRange } from './employment-periods.ts';
import { isHoliday, type RoosterWeeks, roosterDayHours, roosterWeekHours } from './rooster.ts';

// Absence hours (hundredths). Whole-day absences count what the employee would have worked by the rooster: the
// rooster's day pattern scaled to the contract hours per week of the employments on that day (a 24-hour contract
// takes 24 hours of leave for a week off, not the rooster's 38), nothing on Dutch holidays, and nothing on days
// without an employment. An employment without contract hours (on call) counts the rooster day as it is. Partial
// sickness counts its percentage of that. Hours typed per day (hourDetails) are taken as given.

/** An employment as the hours need it: its period and contract hours per week (minHours, hundredths). */
export interface ContractEmployment {
  startDate: string;
  endDate: string | null;
  minHours: number;
  deleted?: number;
}

export interface AbsencePeriod {
  startDate: string;
  endDate: string;
  /** Partial sickness percentage, or null for a whole absence. */
  percentage: number | null;
  /** Hours per day typed by the planner; empty for whole days. */
  hourDetails: Readonly<Record<string, number>>;
}

/** The contract's share of the rooster on a date (holidays not taken off); 0 without an employment that day. */
export function contractDayHours(
  weeks: RoosterWeeks,
  employments: readonly ContractEmployment[],
  date: string,
): number {
  let active = false;
  let perWeek = 0;
  for (const e of employments) {
    if (!isActiveOn(e, date)) continue;
    active = true;
    perWeek += e.minHours;
  }
  if (!active) return 0;
  const day = roosterDayHours(weeks, date);
  const week = roosterWeekHours(weeks, date);
  if (perWeek === 0 || week === 0) return day;
  return Math.round((day * perWeek) / week);
}

export interface AbsenceDay {
  date: string;
  hours: number;
}

/** The absence's hours per day within `range` (every day of the overlap, 0 included). */
export function absenceDays(
  absence: AbsencePeriod,
  weeks: RoosterWeeks,
  employments: readonly ContractEmployment[],
  range: DateRange,
): AbsenceDay[] {
  const span = intersectRange(absence, range);
  if (!span) return [];
  const length = diffDays(span.startDate, span.endDate) + 1;
  if (length > ABSENCE_MAX_DAYS) throw new RangeError(`Range too long for absence hours: ${length} days`);
  const explicit = Object.keys(absence.hourDetails).length > 0;
  const days: AbsenceDay[] = [];
  for (let i = 0, date = span.startDate; i < length; i++, date = addDays(date, 1)) {
    let hours: number;
    if (explicit) hours = absence.hourDetails[date] ?? 0;
    else {
      hours = isHoliday(date) ? 0 : contractDayHours(weeks, employments, date);
      if (absence.percentage !== null) hours = Math.round((hours * absence.percentage) / 100);
    }
    days.push({ date, hours });
  }
  return days;
}

/**
 * The period whose hours are counted: an open sickness only up to today (its recovery is not known), so overviews
 * and totals never count days that have not happened yet as sick.
 */
export function countedPeriod<A extends AbsencePeriod>(absence: A, today: string): A {
  return absence.endDate === OPEN_END_DATE ? { ...absence, endDate: today } : absence;
}

/** Total absence hours within `range`. */
export function absenceHours(
  absence: AbsencePeriod,
  weeks: RoosterWeeks,
  employments: readonly ContractEmployment[],
  range: DateRange,
): number {
  return absenceDays(absence, weeks, employments, range).reduce((total, day) => total + day.hours, 0);
}
