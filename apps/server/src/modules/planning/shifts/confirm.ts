import {
  isConfirmableDate,
  minutesOfDay,
  minutesToHundredths,
  SHIFT_STATUS,
  shiftHours,
  type TAgendaEntry,
  type TConfirmationRow,
  type ZConfirmAgendaEntries,
  type ZConfirmationOverviewRequest,
} from '@backoffice/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agendaEntries, employees, projects, userAccounts } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { employeeNameSql } from '../../keys/index.ts';
import { entriesByIds } from './queries.ts';
import { assertOpenPeriods } from './references.ts';

// Hour confirmation (spec 002 §4 shift lifecycle): scheduled → confirmed, with the planned values kept beside the
// confirmed ones; unconfirm goes back to the planned values. Invoiced shifts are left alone.

async function liveEntries(ctx: CallContext, ids: number[]): Promise<TAgendaEntry[]> {
  const stored = await entriesByIds(ctx.tx, ctx.ownerId, ids);
  return ids.map((id) => {
    const entry = stored.get(id);
    if (!entry || entry.deleted) throw fail('shift.notFound', { id });
    // A shift on a draft invoice (periodic run) keeps the hours billed until the draft lets it go.
    if (entry.confirmed === SHIFT_STATUS.invoiced || entry.invoiceId > 0) throw fail('shift.invoiced');
    return entry;
  });
}

async function confirmerName(ctx: CallContext): Promise<string> {
  const [account] = await ctx.tx
    .select({ userName: userAccounts.userName })
    .from(userAccounts)
    .where(eq(userAccounts.id, ctx.userId));
  return account?.userName ?? '';
}

/**
 * Confirms the hours of scheduled shifts, or corrects the hours of confirmed ones; the planned values stay. A shift
 * after `today` (the planning's wall clock) has not been worked yet: the whole call is refused.
 */
export async function confirmEntries(ctx: CallContext, body: z.infer<typeof ZConfirmAgendaEntries>, today: string) {
  const entries = await liveEntries(
    ctx,
    body.entries.map((e) => e.id),
  );
  if (entries.some((entry) => !isConfirmableDate(entry.date, today))) throw fail('shift.inFuture');
  const confirmedData = { by: ctx.membershipId, byName: await confirmerName(ctx), at: new Date().toISOString() };
  const updates = entries.map((before, i) => {
    const input = body.entries[i] ?? { id: before.id };
    if (before.employeeId === 0) throw fail('shift.noEmployee', { id: before.id });
    const startTime = input.startTime ?? before.startTime;
    const endTime = input.endTime ?? before.endTime;
    const pause = input.pause ?? before.pause;
    if (endTime <= startTime) throw fail('shift.endBeforeStart');
    if (pause > minutesToHundredths(minutesOfDay(endTime) - minutesOfDay(startTime))) throw fail('shift.pauseTooLong');
    const firstTime = before.confirmed === SHIFT_STATUS.scheduled;
    return {
      before,
      values: {
        startTime,
        endTime,
        pause,
        travelTime: input.travelTime ?? before.travelTime,
        hours: shiftHours(startTime, endTime, pause),
        confirmed: SHIFT_STATUS.confirmed,
        confirmedData,
        plannedStart: firstTime ? before.startTime : before.plannedStart,
        plannedEnd: firstTime ? before.endTime : before.plannedEnd,
        plannedPause: firstTime ? before.pause : before.plannedPause,
        plannedTravelTime: firstTime ? before.travelTime : before.plannedTravelTime,
      },
    };
  });
  await assertOpenPeriods(ctx.tx, ctx.ownerId, entries);
  for (const { before, values } of updates) {
    await ctx.tx
      .update(agendaEntries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(agendaEntries.ownerId, ctx.ownerId), eq(agendaEntries.id, before.id)));
    await ctx.audit('AgendaEntry', before.id, 'confirm', {
      confirmed: [before.confirmed, 1],
      startTime: [before.startTime, values.startTime],
      endTime: [before.endTime, values.endTime],
      pause: [before.pause, values.pause],
      travelTime: [before.travelTime, values.travelTime],
    });
  }
  return [
    ...(
      await entriesByIds(
        ctx.tx,
        ctx.ownerId,
        entries.map((e) => e.id),
      )
    ).values(),
  ];
}

/** Back to scheduled with the planned values; shifts that are not confirmed are left as they are. */
export async function unconfirmEntries(ctx: CallContext, ids: number[]) {
  const entries = (await liveEntries(ctx, ids)).filter((e) => e.confirmed === SHIFT_STATUS.confirmed);
  await assertOpenPeriods(ctx.tx, ctx.ownerId, entries);
  for (const before of entries) {
    const startTime = before.plannedStart ?? before.startTime;
    const endTime = before.plannedEnd ?? before.endTime;
    const pause = before.plannedPause ?? before.pause;
    await ctx.tx
      .update(agendaEntries)
      .set({
        startTime,
        endTime,
        pause,
        travelTime: before.plannedTravelTime ?? before.travelTime,
        hours: shiftHours(startTime, endTime, pause),
        confirmed: SHIFT_STATUS.scheduled,
        confirmedData: {},
        plannedStart: null,
        plannedEnd: null,
        plannedPause: null,
        plannedTravelTime: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(agendaEntries.ownerId, ctx.ownerId), eq(agendaEntries.id, before.id)));
    await ctx.audit('AgendaEntry', before.id, 'unconfirm', { confirmed: [1, 0] });
  }
  return [...(await entriesByIds(ctx.tx, ctx.ownerId, ids)).values()];
}

/** The HourConfirmations page: the shifts of a period with an employee, planned next to confirmed values. */
export async function confirmationOverview(
  ctx: CallContext,
  body: z.infer<typeof ZConfirmationOverviewRequest>,
): Promise<{ rows: TConfirmationRow[] }> {
  const a = agendaEntries;
  const rows = await ctx.tx
    .select({
      id: a.id,
      date: a.date,
      employeeId: a.employeeId,
      employeeName: employeeNameSql(employees),
      projectId: a.projectId,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      startTime: a.startTime,
      endTime: a.endTime,
      pause: a.pause,
      travelTime: a.travelTime,
      hours: a.hours,
      plannedStart: a.plannedStart,
      plannedEnd: a.plannedEnd,
      plannedPause: a.plannedPause,
      plannedTravelTime: a.plannedTravelTime,
      confirmed: a.confirmed,
      confirmedData: a.confirmedData,
    })
    .from(a)
    .leftJoin(employees, and(eq(employees.ownerId, a.ownerId), eq(employees.id, a.employeeId)))
    .leftJoin(projects, and(eq(projects.ownerId, a.ownerId), eq(projects.id, a.projectId)))
    .where(
      and(
        eq(a.ownerId, ctx.ownerId),
        eq(a.deleted, 0),
        ne(a.employeeId, 0),
        sql`${a.date} between ${body.startDate} and ${body.endDate}`,
        body.employeeId ? eq(a.employeeId, body.employeeId) : undefined,
        body.projectId ? eq(a.projectId, body.projectId) : undefined,
      ),
    )
    .orderBy(asc(a.date), asc(a.startTime), asc(a.id));
  return {
    rows: rows.map((row) => ({
      ...row,
      confirmedData: row.confirmedData as TConfirmationRow['confirmedData'],
      plannedHours:
        row.plannedStart === null
          ? row.hours
          : shiftHours(row.plannedStart, row.plannedEnd ?? row.endTime, row.plannedPause ?? 0),
    })),
  };
}
