// The dates a recurring work falls on (enums.ts WORK_PERIODIC_TYPES). Planning generates shifts from these, so the
// rules are exact: ISO weekdays, ISO weeks for fixed weeks, whole 7-day steps between Mondays for intervals.
import { daysInMonth, diffDays, isoToDayNumber } from '../dates.ts';
import { isoWeek } from '../iso-week.ts';
import type { IsoWeekday } from './enums.ts';
import type { TWork, TWorkEmployee } from './schemas.ts';

export type WorkRecurrence = Pick<
  TWork,
  | 'startDate'
  | 'endDate'
  | 'periodicType'
  | 'intervalWeeks'
  | 'fixedWeeks'
  | 'fixedMonths'
  | 'weeksOfMonth'
  | 'selectedDays'
  | 'deleted'
>;

export interface WorkOccurrence {
  date: string;
  weekday: IsoWeekday;
  employees: TWorkEmployee[];
}

/** Longest range one call may scan: three years (a leap day each), so a typo like 3000-01-01 cannot loop for ages. */
export const WORK_DATES_MAX_RANGE_DAYS = 3 * 366;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 1 = Monday … 7 = Sunday; day 0 (1970-01-01) was a Thursday. */
const weekdayOfDayNumber = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** Walks the calendar one day at a time without converting each day from text. */
interface DayCursor {
  dayNumber: number;
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function cursorAt(iso: string): DayCursor {
  const dayNumber = isoToDayNumber(iso);
  return {
    dayNumber,
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
    weekday: weekdayOfDayNumber(dayNumber),
  };
}

function advance(c: DayCursor): void {
  c.dayNumber += 1;
  c.weekday = c.weekday === 7 ? 1 : c.weekday + 1;
  if (c.day < daysInMonth(c.year, c.month)) {
    c.day += 1;
    return;
  }
  c.day = 1;
  if (c.month < 12) {
    c.month += 1;
    return;
  }
  c.month = 1;
  c.year += 1;
}

const isoOf = (c: DayCursor) => `${String(c.year).padStart(4, '0')}-${pad2(c.month)}-${pad2(c.day)}`;

/** A test for the week part of the recurrence, given the day; weekday and month are checked by the caller. */
function weekTest(work: WorkRecurrence): (c: DayCursor) => boolean {
  switch (work.periodicType) {
    case 1: {
      const interval = Math.max(1, Math.trunc(work.intervalWeeks));
      if (interval === 1) return () => true;
      const start = isoToDayNumber(work.startDate);
      const startMonday = start - (weekdayOfDayNumber(start) - 1);
      // Whole weeks between Mondays: year ends and ISO week 53 play no part.
      return (c) => ((c.dayNumber - (c.weekday - 1) - startMonday) / 7) % interval === 0;
    }
    case 2: {
      const weeks = new Set(work.fixedWeeks);
      // The ISO week changes on Mondays only: look it up once per week.
      let monday = Number.NaN;
      let inWeeks = false;
      return (c) => {
        const thisMonday = c.dayNumber - (c.weekday - 1);
        if (thisMonday !== monday) {
          monday = thisMonday;
          inWeeks = weeks.has(isoWeek(isoOf(c)).week);
        }
        return inWeeks;
      };
    }
    case 3: {
      const weeks = new Set(work.weeksOfMonth);
      return (c) => weeks.has(Math.ceil(c.day / 7));
    }
    default:
      return () => false;
  }
}

function scan(work: WorkRecurrence, from: string, to: string, visit: (c: DayCursor) => void): void {
  if (from > to) return;
  const span = diffDays(from, to);
  if (span > WORK_DATES_MAX_RANGE_DAYS) {
    throw new RangeError(`Date range too long: ${from} to ${to} (at most ${WORK_DATES_MAX_RANGE_DAYS} days)`);
  }
  if (work.deleted) return;
  const first = from > work.startDate ? from : work.startDate;
  const last = to < work.endDate ? to : work.endDate;
  if (first > last) return;
  const days = new Set(work.selectedDays);
  const months = new Set(work.fixedMonths);
  const inWeek = weekTest(work);
  const c = cursorAt(first);
  const end = isoToDayNumber(last);
  for (; c.dayNumber <= end; advance(c)) {
    if (!days.has(c.weekday)) continue;
    if (months.size > 0 && !months.has(c.month)) continue;
    if (inWeek(c)) visit(c);
  }
}

/** Every date in [from, to] (inclusive, 'YYYY-MM-DD') the work falls on, ascending. Throws beyond three years. */
export function workDates(work: WorkRecurrence, from: string, to: string): string[] {
  const dates: string[] = [];
  scan(work, from, to, (c) => dates.push(isoOf(c)));
  return dates;
}

/**
 * The work's dates in [from, to] with the employees planned that weekday whose own start (null = always) and end
 * dates include the date. A date with nobody planned is still listed (employees: []), so planning can flag it.
 */
export function workOccurrences(
  work: WorkRecurrence & Pick<TWork, 'weekDays'>,
  from: string,
  to: string,
): WorkOccurrence[] {
  const occurrences: WorkOccurrence[] = [];
  scan(work, from, to, (c) => {
    const date = isoOf(c);
    const planned = work.weekDays[String(c.weekday)] ?? [];
    occurrences.push({
      date,
      weekday: c.weekday as IsoWeekday,
      employees: planned.filter((e) => (e.startDate === null || e.startDate <= date) && e.endDate >= date),
    });
  });
  return occurrences;
}
