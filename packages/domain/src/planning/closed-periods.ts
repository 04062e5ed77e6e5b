import type { AbsencePeriod } from './absence-hours.ts';
import { isApprovedAbsence } from './absences.ts';
import { type ClosableEmployment, closedParts, type DateRange, salaryPeriodState } from './employment-periods.ts';

// Salaries of a closed period have been paid (spec 002 §4), so what an absence says about those days may no longer
// change. What does not touch them may: a long sickness that began before the closed date gets its end date, its
// description or the response to a request. A new absence must lie in open periods only: one that spans a closed and
// an open period must be split (002 §5), one inside a closed period is refused as closed.

export interface ClosableAbsence extends AbsencePeriod {
  employeeId: number;
  kind: number;
  status: number;
  decision: number;
  deleted: number;
}

/** What the absence says about days in closed salary periods, comparable as text; null when it says nothing. */
function closedView(absence: ClosableAbsence | undefined, employments: readonly ClosableEmployment[]): string | null {
  if (!absence || absence.deleted) return null;
  const parts = closedParts(absence, employments);
  if (parts.length === 0) return null;
  const inClosed = (day: string) => parts.some((p: DateRange) => p.startDate <= day && day <= p.endDate);
  const hours = Object.entries(absence.hourDetails)
    .filter(([day]) => inClosed(day))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({
    employeeId: absence.employeeId,
    parts,
    kind: absence.kind,
    percentage: absence.percentage,
    approved: isApprovedAbsence(absence),
    perDay: Object.keys(absence.hourDetails).length > 0,
    hours,
  });
}

/**
 * The error key that refuses a save because of closed salary periods, or null. `before` is the stored absence
 * (undefined for a new one); each side comes with its employee's employments and their employers' closed dates.
 */
export function closedPeriodRefusal(
  before: ClosableAbsence | undefined,
  beforeEmployments: readonly ClosableEmployment[],
  after: ClosableAbsence,
  afterEmployments: readonly ClosableEmployment[],
): 'absence.spansClosedPeriod' | 'salaryPeriod.closed' | null {
  if (closedView(before, beforeEmployments) === closedView(after, afterEmployments)) return null;
  if (!after.deleted && salaryPeriodState(after, afterEmployments) === 'spans') {
    return 'absence.spansClosedPeriod';
  }
  return 'salaryPeriod.closed';
}
