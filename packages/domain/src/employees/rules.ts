import { addDays, diffDays, isEmptyDate, OPEN_END_DATE } from '../dates.ts';

// Pure rules of the people side (spec 000 §4), shared by server and web app. Dates are 'YYYY-MM-DD'; an empty end
// date or 3000-01-01 is open.

interface Period {
  startDate: string;
  endDate: string | null;
  deleted?: number;
}

const endOf = (p: Period) => (p.endDate && !isEmptyDate(p.endDate) ? p.endDate : OPEN_END_DATE);

/** Started by `today` and not ended before it, and not deleted. */
export function isActiveOn(period: Period, today: string): boolean {
  return !period.deleted && period.startDate <= today && endOf(period) >= today;
}

/** Active employee: some non-deleted employment has started by today with no end or an end not before today. */
export function isActiveEmployee(employments: readonly Period[], today: string): boolean {
  return employments.some((e) => isActiveOn(e, today));
}

/**
 * The employment that describes the employee on `today`: the running one that started last, else the latest by start
 * (a contract that starts later, or the last one that ended). The employee's contract type is this one's (issue 15).
 */
export function currentEmployment<P extends Period>(employments: readonly P[], today: string): P | undefined {
  const live = employments.filter((e) => !e.deleted);
  const latestFirst = (list: P[]) => [...list].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return latestFirst(live.filter((e) => isActiveOn(e, today))) ?? latestFirst(live);
}

/**
 * The start of the employee's next contract when none is running today (an employee who starts next month), else
 * null. Such an employee is not active (spec 000 §4) but 'starting soon' in the list.
 */
export function upcomingStart(employments: readonly Period[], today: string): string | null {
  if (isActiveEmployee(employments, today)) return null;
  const starts = employments.filter((e) => !e.deleted && e.startDate > today).map((e) => e.startDate);
  return starts.sort()[0] ?? null;
}

export function employeeName(e: { firstName: string; insertion?: string; lastName: string }): string {
  return [e.firstName, e.insertion, e.lastName].filter((part) => part?.trim()).join(' ');
}

/** '<auto>' numbers: the highest existing plus one. */
export function nextNumber(existing: readonly number[]): number {
  return existing.reduce((max, n) => (n > max ? n : max), 0) + 1;
}

interface Address extends Period {
  id: number;
  main: number;
}

/**
 * A new main address closes the previous main address: its end date becomes the day before the new start date.
 * Returns the ids and new end dates of the addresses to close (those main, not deleted, still open at that day).
 */
export function addressesToClose(existing: readonly Address[], incoming: Address): { id: number; endDate: string }[] {
  if (!incoming.main || incoming.deleted) return [];
  const dayBefore = addDays(incoming.startDate, -1);
  return existing
    .filter((a) => a.id !== incoming.id && a.main && !a.deleted && a.startDate <= dayBefore && endOf(a) > dayBefore)
    .map((a) => ({ id: a.id, endDate: dayBefore }));
}

/** The main address in force on `today`, else the latest main one. */
export function currentMainAddress<A extends Address>(addresses: readonly A[], today: string): A | undefined {
  const main = addresses.filter((a) => a.main && !a.deleted);
  return main.find((a) => isActiveOn(a, today)) ?? [...main].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

interface EmploymentPeriod extends Period {
  id: number;
  employerId: number;
}

/**
 * Two contracts of one employer may not overlap: returns the first non-deleted other employment of the same
 * employer whose period overlaps the candidate's ('Another contract starts on or after this date').
 */
export function overlappingEmployment<E extends EmploymentPeriod>(
  existing: readonly E[],
  candidate: EmploymentPeriod,
): E | undefined {
  if (candidate.deleted) return undefined;
  return existing.find(
    (e) =>
      e.id !== candidate.id &&
      !e.deleted &&
      e.employerId === candidate.employerId &&
      e.startDate <= endOf(candidate) &&
      candidate.startDate <= endOf(e),
  );
}

export const WORK_YEAR_GAP_DAYS = 30;

/**
 * Start of the unbroken service that reaches `today`: employments are chained while the gap between one's end and the
 * next one's start is at most 30 days. Null when no employment has started by today.
 */
export function workYearsStart(employments: readonly Period[], today: string): string | null {
  const started = employments
    .filter((e) => !e.deleted && e.startDate <= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  let chainStart: string | null = null;
  let chainEnd = '';
  for (const e of started) {
    // Days without a contract between the chain's end and this start.
    const gap = chainStart === null ? Number.POSITIVE_INFINITY : diffDays(chainEnd, e.startDate) - 1;
    if (gap > WORK_YEAR_GAP_DAYS) {
      chainStart = e.startDate;
      chainEnd = endOf(e);
    } else if (endOf(e) > chainEnd) {
      chainEnd = endOf(e);
    }
  }
  if (chainStart === null) return null;
  // A chain that ended more than the gap before today is no longer unbroken service.
  return diffDays(chainEnd, today) - 1 > WORK_YEAR_GAP_DAYS ? null : chainStart;
}

/** Whole years of unbroken service on `today`. */
export function workYears(employments: readonly Period[], today: string): number {
  const start = workYearsStart(employments, today);
  if (!start) return 0;
  let years = Number(today.slice(0, 4)) - Number(start.slice(0, 4));
  if (today.slice(5) < start.slice(5)) years--;
  return Math.max(0, years);
}

export const BIRTHDAY_WINDOW_DAYS = 8;

/** The next birthday on or after `today` (29 February falls on 28 February in other years). */
export function nextBirthday(birthDate: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const onYear = (y: number) => {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const monthDay = birthDate.slice(5) === '02-29' && !leap ? '02-28' : birthDate.slice(5);
    return `${String(y).padStart(4, '0')}-${monthDay}`;
  };
  const thisYear = onYear(year);
  return thisYear >= today ? thisYear : onYear(year + 1);
}

/** Birthdays today, in the next 7 days (a window of 8 days with today) and in the current month. */
export function birthdays<P extends { birthDate: string | null }>(
  people: readonly P[],
  today: string,
): { today: P[]; nextDays: P[]; thisMonth: P[] } {
  const result = { today: [] as P[], nextDays: [] as P[], thisMonth: [] as P[] };
  for (const person of people) {
    if (!person.birthDate || isEmptyDate(person.birthDate)) continue;
    const next = nextBirthday(person.birthDate, today);
    const days = diffDays(today, next);
    if (days === 0) result.today.push(person);
    else if (days < BIRTHDAY_WINDOW_DAYS) result.nextDays.push(person);
    if (person.birthDate.slice(5, 7) === today.slice(5, 7)) result.thisMonth.push(person);
  }
  return result;
}

/** The last day a contract may end to count as ending soon: `months` months from today. */
export function endingLimit(today: string, months = 2): string {
  const limitDate = new Date(`${today}T00:00:00Z`);
  limitDate.setUTCMonth(limitDate.getUTCMonth() + months);
  return limitDate.toISOString().slice(0, 10);
}

/** Contracts that end between today and `months` months from today (home page: 2 months). */
export function endingWithin<P extends Period>(periods: readonly P[], today: string, months = 2): P[] {
  const limit = endingLimit(today, months);
  return periods.filter((p) => !p.deleted && endOf(p) !== OPEN_END_DATE && endOf(p) >= today && endOf(p) <= limit);
}

/** Dates up to and including the employer's salary closed date are locked (checkClosedDateEmployer). */
export function isInClosedPeriod(date: string, salaryClosedDate: string | null): boolean {
  return Boolean(salaryClosedDate && !isEmptyDate(salaryClosedDate) && date <= salaryClosedDate);
}
