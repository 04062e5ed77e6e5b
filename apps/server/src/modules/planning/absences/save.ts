import {
  ABSENCE_STATUS,
  absenceHours,
  closedPeriodRefusal,
  coversPeriod,
  decisionAfter,
  employeeName,
  statusChangeError,
  type TAbsent,
  type TAbsentSave,
  type ZAbsent,
} from '@backoffice/domain';
import { OPEN_END_DATE, todayIso } from '@backoffice/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { absents } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { findEmployeeRow } from '../../employees/index.ts';
import { findOwner, toOwner } from '../../settings/index.ts';
import { type AbsentRow, employmentsOf, findAbsent, ownerRoosterWeeks } from './queries.ts';
import { responseMail } from './response-mail.ts';

// saveAbsent: create, update, delete (deleted: 1) and the status changes of a request (approve, deny, send response).

/** The range an absence's employment must cover: its period; an open sickness from its start up to today. */
function coverageOf(a: { startDate: string; endDate: string }, today: string) {
  if (a.endDate !== OPEN_END_DATE) return a;
  return { startDate: a.startDate, endDate: a.startDate > today ? a.startDate : today };
}

async function liveEmployee(ctx: CallContext, id: number) {
  const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, id);
  if (!employee || employee.deleted) throw fail('absence.employeeNotFound', { id });
  return employee;
}

/** The answer of every absence call: the stored fields, the employee's name and the hours of its period. */
export async function withHours(ctx: CallContext, row: AbsentRow, name: string, today = todayIso()): Promise<TAbsent> {
  const weeks = await ownerRoosterWeeks(ctx.tx, ctx.ownerId);
  const list = (await employmentsOf(ctx.tx, ctx.ownerId, [row.employeeId])).get(row.employeeId) ?? [];
  const range = coverageOf(row, today);
  return { ...row, employeeName: name, hours: absenceHours(row, weeks, list, range) };
}

async function mailResponse(ctx: CallContext, absent: AbsentRow, employee: { email: string; name: string }) {
  if (!employee.email) throw fail('absence.noEmail');
  const owner = await findOwner(ctx.tx, ctx.ownerId);
  const settings = owner ? toOwner(owner).settings : undefined;
  const mail = responseMail({
    locale: settings?.locale ?? 'nl',
    employeeName: employee.name,
    ownerName: owner?.name ?? '',
    kind: absent.kind,
    startDate: absent.startDate,
    endDate: absent.endDate,
    decision: absent.decision,
    response: absent.response,
  });
  await ctx.app.mailer.send(ctx.tx, { ownerId: ctx.ownerId, to: employee.email, ...mail });
}

async function lockedAbsent(ctx: CallContext, id: number): Promise<AbsentRow> {
  // Row lock: two planners answering one request at the same moment do not both send a mail.
  const before = await findAbsent(ctx.tx, ctx.ownerId, id, true);
  if (!before || before.deleted) throw fail('absence.notFound', { id });
  return before;
}

export async function deleteAbsent(ctx: CallContext, id: number): Promise<TAbsent> {
  const before = await lockedAbsent(ctx, id);
  const employments = (await employmentsOf(ctx.tx, ctx.ownerId, [before.employeeId])).get(before.employeeId) ?? [];
  const refusal = closedPeriodRefusal(before, employments, { ...before, deleted: 1 }, employments);
  if (refusal) throw fail(refusal);
  await ctx.tx
    .update(absents)
    .set({ deleted: 1, updatedAt: sql`now()` })
    .where(and(eq(absents.ownerId, ctx.ownerId), eq(absents.id, id)));
  await ctx.audit('Absent', id, 'delete', { deleted: [0, 1] });
  const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, before.employeeId);
  return withHours(ctx, { ...before, deleted: 1 }, employee ? employeeName(employee) : '');
}

const rowValues = (input: TAbsentSave, decision: number) => {
  const { id: _id, ...values } = input;
  return { ...values, percentage: values.percentage ?? 0, decision };
};

export async function saveAbsent(ctx: CallContext, input: z.infer<typeof ZAbsent>): Promise<TAbsent> {
  if (input.deleted) throw fail('absence.missing'); // deleted without an id: nothing to delete
  const { tx, ownerId } = ctx;
  const today = todayIso();
  const before = input.id ? await lockedAbsent(ctx, input.id) : undefined;
  const employee = await liveEmployee(ctx, input.employeeId);

  const statusError = statusChangeError(before, input.status);
  if (statusError) throw fail(statusError);
  const decision = decisionAfter(before, input.status);
  const after: AbsentRow = { ...input, decision };

  const employments = await employmentsOf(tx, ownerId, [input.employeeId, ...(before ? [before.employeeId] : [])]);
  const afterEmployments = employments.get(input.employeeId) ?? [];
  if (!coversPeriod(afterEmployments, coverageOf(after, today))) throw fail('absence.noEmployment');
  const beforeEmployments = before ? (employments.get(before.employeeId) ?? []) : [];
  const refusal = closedPeriodRefusal(before, beforeEmployments, after, afterEmployments);
  if (refusal) throw fail(refusal);

  const values = rowValues(input, decision);
  let id: number;
  if (before) {
    id = before.id;
    const changes = diffRecords({ ...before, percentage: before.percentage ?? 0 }, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(absents)
        .set({ ...values, handledBy: ctx.membershipId, updatedAt: sql`now()` })
        .where(and(eq(absents.ownerId, ownerId), eq(absents.id, id)));
      await ctx.audit('Absent', id, 'update', changes);
    }
  } else {
    const [inserted] = await tx
      .insert(absents)
      .values({ ...values, ownerId, handledBy: input.status === ABSENCE_STATUS.requested ? 0 : ctx.membershipId })
      .returning({ id: absents.id });
    if (!inserted) throw new Error('insert absence failed');
    id = inserted.id;
    await ctx.audit('Absent', id, 'create', diffRecords({}, values));
  }

  const saved: AbsentRow = { ...after, id };
  const name = employeeName(employee);
  if (input.status === ABSENCE_STATUS.responseSent && before?.status !== ABSENCE_STATUS.responseSent) {
    await mailResponse(ctx, saved, { email: employee.email, name });
  }
  return withHours(ctx, saved, name, today);
}
