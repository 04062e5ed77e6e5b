import {
  ABSENCE_STATUS,
  canUnassign,
  isLeaveDay,
  leaveSpan,
  type TAbsentSave,
  type TApproveLeaveAnswer,
  type TLeaveShift,
  type TSaveAgendaEntry,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import { agendaEntries, projects } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { saveEntries, saveItem } from '../shifts/save.ts';
import { type AbsentRow, findAbsent } from './queries.ts';
import { saveAbsent } from './save.ts';

// leaveShifts and approveLeave (issue 15): the shifts of the employee on the days of a leave, and approving it with
// the option to take the employee off the scheduled ones, all in the call's one transaction.

async function liveAbsent(ctx: CallContext, id: number): Promise<AbsentRow> {
  const row = await findAbsent(ctx.tx, ctx.ownerId, id);
  if (!row || row.deleted) throw fail('absence.notFound', { id });
  return row;
}

/** The employee's live shifts on the leave's days, with the project's name, by date and time. */
async function shiftsOn(ctx: CallContext, absent: AbsentRow): Promise<(TLeaveShift & { entry: TSaveAgendaEntry })[]> {
  const a = agendaEntries;
  const span = leaveSpan(absent);
  const rows = await ctx.tx
    .select({
      id: a.id,
      key: a.key,
      date: a.date,
      projectId: a.projectId,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      workId: a.workId,
      startTime: a.startTime,
      endTime: a.endTime,
      pause: a.pause,
      travelTime: a.travelTime,
      addition: a.addition,
      note: a.note,
      standOut: a.standOut,
      checked: a.checked,
      confirmed: a.confirmed,
    })
    .from(a)
    .leftJoin(projects, and(eq(projects.ownerId, a.ownerId), eq(projects.id, a.projectId)))
    .where(
      and(
        eq(a.ownerId, ctx.ownerId),
        eq(a.deleted, 0),
        eq(a.employeeId, absent.employeeId),
        sql`${a.date} between ${span.startDate} and ${span.endDate}`,
      ),
    )
    .orderBy(asc(a.date), asc(a.startTime), asc(a.id));
  return rows
    .filter((row) => isLeaveDay(absent, row.date))
    .map(({ key, workId, pause, travelTime, addition, note, standOut, checked, ...shift }) => ({
      ...shift,
      // The shift as a save would send it, with nobody on it: the planning's save rules and audit apply.
      entry: {
        id: shift.id,
        key,
        date: shift.date,
        employeeId: 0,
        projectId: shift.projectId,
        workId,
        startTime: shift.startTime,
        endTime: shift.endTime,
        pause,
        travelTime,
        addition,
        note,
        standOut,
        checked,
        deleted: 0,
      },
    }));
}

const listed = ({ entry: _entry, ...shift }: TLeaveShift & { entry: TSaveAgendaEntry }): TLeaveShift => shift;

export async function leaveShifts(ctx: CallContext, id: number): Promise<TLeaveShift[]> {
  return (await shiftsOn(ctx, await liveAbsent(ctx, id))).map(listed);
}

/**
 * Approves the absence (saveAbsent's rules: employment, closed salary periods) and, when asked, unassigns the
 * employee's scheduled shifts on its days; confirmed and invoiced ones stay. Everything commits together or not at all.
 */
export async function approveLeave(
  ctx: CallContext,
  body: { id: number; unassignShifts: number },
): Promise<TApproveLeaveAnswer> {
  const { decision: _decision, ...stored } = await liveAbsent(ctx, body.id);
  const input: TAbsentSave = { ...stored, status: ABSENCE_STATUS.approved };
  const absent = await saveAbsent(ctx, input);
  const shifts = await shiftsOn(ctx, { ...stored, decision: ABSENCE_STATUS.approved });
  const taken = body.unassignShifts ? shifts.filter(canUnassign) : [];
  if (taken.length > 0) {
    const today = todayIso();
    await saveEntries(
      ctx,
      taken.map((shift) => saveItem(shift.entry, today)),
    );
  }
  const ids = new Set(taken.map((shift) => shift.id));
  return {
    absent,
    unassigned: taken.map(listed),
    kept: shifts.filter((shift) => !ids.has(shift.id)).map(listed),
  };
}
