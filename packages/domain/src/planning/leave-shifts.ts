import { z } from 'zod';
import { zFlag, zRecordId } from '../api/fields.ts';
import { addDays } from '../dates.ts';
import { ABSENCE_MAX_DAYS, ZAbsentAnswer } from './absences.ts';
import { SHIFT_STATUS } from './enums.ts';

// Approving a leave request tells the planner which shifts of the employee are planned on its days and can take the
// employee off them (issue 15): they go back to "to be scheduled" in the approval's own transaction.

/** leaveShifts {id}: the employee's shifts on the days of an absence. */
export const ZLeaveShiftsRequest = z.object({ id: zRecordId });

/** approveLeave {id, unassignShifts}: approve; with unassignShifts 1 the scheduled shifts of its days lose the employee. */
export const ZApproveLeaveRequest = z.object({ id: zRecordId, unassignShifts: zFlag.default(0) });

/** A shift as the approval lists it. */
export const ZLeaveShift = z.object({
  id: z.number().int(),
  date: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** 0 scheduled, 1 confirmed, 2 invoiced: only scheduled shifts are taken off the employee. */
  confirmed: z.number().int(),
});
export type TLeaveShift = z.infer<typeof ZLeaveShift>;

export const ZApproveLeaveAnswer = z.object({
  absent: ZAbsentAnswer,
  /** The shifts now without an employee (listed by toBeScheduled). */
  unassigned: z.array(ZLeaveShift),
  /** The shifts on the leave's days that still have the employee (confirmed or invoiced, or not asked to unassign). */
  kept: z.array(ZLeaveShift),
});
export type TApproveLeaveAnswer = z.infer<typeof ZApproveLeaveAnswer>;

/** Confirmed and invoiced hours are history: approving a leave never changes them. */
export const canUnassign = (shift: Pick<TLeaveShift, 'confirmed'>) => shift.confirmed === SHIFT_STATUS.scheduled;

interface LeavePeriod {
  startDate: string;
  endDate: string;
  hourDetails: Readonly<Record<string, number>>;
}

/** The dates the shifts are looked for in: the period, an open end cut at the longest absence one record may hold. */
export function leaveSpan(absence: LeavePeriod): { startDate: string; endDate: string } {
  const last = addDays(absence.startDate, ABSENCE_MAX_DAYS - 1);
  return { startDate: absence.startDate, endDate: absence.endDate < last ? absence.endDate : last };
}

/** A day of the leave: inside its period and, where hours per day are typed, one with hours (0 hours: working). */
export function isLeaveDay(absence: LeavePeriod, date: string): boolean {
  const span = leaveSpan(absence);
  if (date < span.startDate || date > span.endDate) return false;
  if (Object.keys(absence.hourDetails).length === 0) return true;
  return (absence.hourDetails[date] ?? 0) > 0;
}
