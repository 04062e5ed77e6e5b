import { addDays, isEmptyDate, OPEN_END_DATE } from '../dates.ts';
import { isInClosedPeriod } from '../employees/rules.ts';

// Periods against employments and salary periods: an absence needs an active contract over its whole period, and may
// not straddle an employer's salary closed date (spec 002 §5).

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface EmploymentPeriod {
  startDate: string;
  endDate: string | null;
  deleted?: number;
}

const endOf = (p: EmploymentPeriod) => (p.endDate && !isEmptyDate(p.endDate) ? p.endDate : OPEN_END_DATE);

/** The overlap of two ranges, or null. */
export function intersectRange(a: DateRange, b: DateRange): DateRange | null {
  const startDate = a.startDate > b.startDate ? a.startDate : b.startDate;
  const endDate = a.endDate < b.endDate ? a.endDate : b.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/**
 * Whether non-deleted employments cover every day of the range. Consecutive or overlapping contracts together may
 * cover it (a new contract starting the day after the previous one ended, or with another employer).
 */
export function coversPeriod(employments: readonly EmploymentPeriod[], range: DateRange): boolean {
  const live = employments.filter((e) => !e.deleted);
  let cursor = range.startDate;
  while (cursor <= range.endDate) {
    let reach = '';
    for (const e of live) {
      const end = endOf(e);
      if (e.startDate <= cursor && end >= cursor && end > reach) reach = end;
    }
    if (!reach) return false;
    if (reach >= range.endDate || reach >= OPEN_END_DATE) return true;
    cursor = addDays(reach, 1);
  }
  return true;
}

/** A range split at a salary closed date: the days up to it (closed) and the days after (open). */
export function splitAtClosedDate(
  range: DateRange,
  salaryClosedDate: string | null,
): { closed: DateRange | null; open: DateRange | null } {
  if (!isInClosedPeriod(range.startDate, salaryClosedDate) || !salaryClosedDate) return { closed: null, open: range };
  if (isInClosedPeriod(range.endDate, salaryClosedDate)) return { closed: range, open: null };
  return {
    closed: { startDate: range.startDate, endDate: salaryClosedDate },
    open: { startDate: addDays(salaryClosedDate, 1), endDate: range.endDate },
  };
}

/** An employment with the salary closed date of its employer. */
export interface ClosableEmployment extends EmploymentPeriod {
  salaryClosedDate: string | null;
}

/**
 * The parts of a range that lie in a closed salary period: per employment, the overlap with the range up to its
 * employer's closed date. Sorted and merged.
 */
export function closedParts(range: DateRange, employments: readonly ClosableEmployment[]): DateRange[] {
  const parts: DateRange[] = [];
  for (const e of employments) {
    if (e.deleted) continue;
    const overlap = intersectRange(range, { startDate: e.startDate, endDate: endOf(e) });
    const closed = overlap && splitAtClosedDate(overlap, e.salaryClosedDate).closed;
    if (closed) parts.push(closed);
  }
  parts.sort((a, b) => a.startDate.localeCompare(b.startDate));
  const merged: DateRange[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && part.startDate <= addDays(last.endDate, 1)) {
      if (part.endDate > last.endDate) last.endDate = part.endDate;
    } else merged.push({ ...part });
  }
  return merged;
}

export type SalaryPeriodState = 'open' | 'closed' | 'spans';

/** Whether a range lies in open salary periods only, in closed ones only, or in both (it must then be split). */
export function salaryPeriodState(range: DateRange, employments: readonly ClosableEmployment[]): SalaryPeriodState {
  const closed = closedParts(range, employments);
  if (closed.length === 0) return 'open';
  const whole = closed.length === 1 && closed[0]?.startDate === range.startDate && closed[0]?.endDate === range.endDate;
  return whole ? 'closed' : 'spans';
}
