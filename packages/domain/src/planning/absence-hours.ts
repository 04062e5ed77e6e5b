import { dayNumberToIso, diffDays, isEmptyDate, isoToDayNumber, OPEN_END_DATE } from '../dates.ts';
import { ABSENCE_MAX_DAYS } from './absences.ts';
import { type DateRange, intersectRange } from './employment-periods.ts';
import { isHoliday, type RoosterWeeks, roosterWeekOf, weekTotal } from './rooster.ts';

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

interface Job {
  startDate: string;
  endDate: string;
  minHours: number;
}

/** Live employments with their open end spelled out, once per call rather than once per day. */
const jobsOf = (employments: readonly ContractEmployment[]): Job[] =>
  employments
    .filter((e) => !e.deleted)
    .map((e) => ({
      startDate: e.startDate,
      endDate: e.endDate && !isEmptyDate(e.endDate) ? e.endDate : OPEN_END_DATE,
      minHours: e.minHours,
    }));

/** 0 = Monday … 6 = Sunday; day 0 (1970-01-01) was a Thursday. */
const weekdayIndex = (dayNumber: number) => (((dayNumber + 3) % 7) + 7) % 7;

function jobDayHours(weeks: RoosterWeeks, jobs: readonly Job[], date: string, dayNumber: number): number {
  let active = false;
  let perWeek = 0;
  for (const job of jobs) {
    if (job.startDate > date || job.endDate < date) continue;
    active = true;
    perWeek += job.minHours;
  }
  if (!active) return 0;
  const week = roosterWeekOf(weeks, date);
  const day = week[weekdayIndex(dayNumber)] ?? 0;
  const total = weekTotal(week);
  if (perWeek === 0 || total === 0) return day;
  return Math.round((day * perWeek) / total);
}

/** The contract's share of the rooster on a date (holidays not taken off); 0 without an employment that day. */
export function contractDayHours(
  weeks: RoosterWeeks,
  employments: readonly ContractEmployment[],
  date: string,
): number {
  return jobDayHours(weeks, jobsOf(employments), date, isoToDayNumber(date));
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
  const jobs = explicit ? [] : jobsOf(employments);
  const first = isoToDayNumber(span.startDate);
  const days: AbsenceDay[] = [];
  for (let i = 0; i < length; i++) {
    const date = dayNumberToIso(first + i);
    let hours: number;
    if (explicit) hours = absence.hourDetails[date] ?? 0;
    else {
      hours = isHoliday(date) ? 0 : jobDayHours(weeks, jobs, date, first + i);
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
