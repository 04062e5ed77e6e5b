import { EMPLOYEE_CALLS, isInClosedPeriod, type TEmployer } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employers, employments } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { findEmployeeRow } from './queries.ts';

const employerColumns = {
  id: employers.id,
  name: employers.name,
  cocNumber: employers.cocNumber,
  payrollTaxNumber: employers.payrollTaxNumber,
  conversionFactors: employers.conversionFactors,
  leaveTypes: employers.leaveTypes,
  surchargesTables: employers.surchargesTables,
  periodType: employers.periodType,
  sortOrder: employers.sortOrder,
  salaryClosedDate: employers.salaryClosedDate,
  deleted: employers.deleted,
};

async function findEmployer(tx: Db, ownerId: number, id: number): Promise<TEmployer | undefined> {
  const [row] = await tx
    .select(employerColumns)
    .from(employers)
    .where(and(eq(employers.ownerId, ownerId), eq(employers.id, id)));
  return row;
}

/** A live employer of the owner, else 404. */
async function liveEmployer(tx: Db, ownerId: number, id: number): Promise<TEmployer> {
  const employer = await findEmployer(tx, ownerId, id);
  if (!employer || employer.deleted) throw fail('record.notFound', { entity: 'Employer', id });
  return employer;
}

/** Leave types keep their order: by `order`, ties in the order given (Array.prototype.sort is stable). */
const sortedLeaveTypes = (leaveTypes: TEmployer['leaveTypes']) => [...leaveTypes].sort((a, b) => a.order - b.order);

export function registerEmployerRoutes(r: CallRegistrar): void {
  r.handle(EMPLOYEE_CALLS.allEmployers, async (ctx) => {
    const rows = await ctx.tx
      .select(employerColumns)
      .from(employers)
      .where(and(eq(employers.ownerId, ctx.ownerId), eq(employers.deleted, 0)))
      .orderBy(asc(employers.sortOrder), asc(employers.name), asc(employers.id));
    return rows;
  });

  // The salary closed date moves only through setClosedDateEmployer (irreversible), so saveEmployer keeps it.
  r.handle(EMPLOYEE_CALLS.saveEmployer, async (ctx, body) => {
    const { tx, ownerId } = ctx;
    const { id: _id, salaryClosedDate: _closed, ...input } = body;
    const values = { ...input, leaveTypes: sortedLeaveTypes(input.leaveTypes) };
    if (!body.id) {
      if (values.deleted) throw fail('employer.unsaved');
      const [inserted] = await tx
        .insert(employers)
        .values({ ...values, ownerId })
        .returning(employerColumns);
      if (!inserted) throw new Error('insert employer failed');
      await ctx.audit('Employer', inserted.id, 'create', diffRecords({}, values));
      return inserted;
    }
    const before = await liveEmployer(tx, ownerId, body.id);
    if (values.deleted) {
      const [used] = await tx
        .select({ id: employments.id })
        .from(employments)
        .where(and(eq(employments.ownerId, ownerId), eq(employments.employerId, before.id), eq(employments.deleted, 0)))
        .limit(1);
      if (used) throw fail('employer.withEmployments');
    }
    const changes = diffRecords(before, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(employers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(employers.ownerId, ownerId), eq(employers.id, before.id)));
      await ctx.audit('Employer', before.id, values.deleted ? 'delete' : 'update', changes);
    }
    return { ...before, ...values };
  });

  r.handle(EMPLOYEE_CALLS.setClosedDateEmployer, async (ctx, body) => {
    const before = await liveEmployer(ctx.tx, ctx.ownerId, body.employerId);
    // Closing is irreversible: salaries of a closed period have been paid.
    if (before.salaryClosedDate && body.salaryClosedDate < before.salaryClosedDate) {
      throw fail('employer.closedDateBackwards');
    }
    if (before.salaryClosedDate !== body.salaryClosedDate) {
      await ctx.tx
        .update(employers)
        .set({ salaryClosedDate: body.salaryClosedDate, updatedAt: sql`now()` })
        .where(and(eq(employers.ownerId, ctx.ownerId), eq(employers.id, before.id)));
      await ctx.audit('Employer', before.id, 'close', {
        salaryClosedDate: [before.salaryClosedDate, body.salaryClosedDate],
      });
    }
    return { ...before, salaryClosedDate: body.salaryClosedDate };
  });

  // A range [start, end] touches the closed period (everything up to the closed date) when it starts in it.
  r.handle(EMPLOYEE_CALLS.checkClosedDateEmployer, async (ctx, body) => {
    if (body.employeeId) {
      const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, body.employeeId);
      if (!employee || employee.deleted) throw fail('record.notFound', { entity: 'Employee', id: body.employeeId });
    }
    const employer = await liveEmployer(ctx.tx, ctx.ownerId, body.employerId);
    const closed =
      isInClosedPeriod(body.startDate, employer.salaryClosedDate) ||
      isInClosedPeriod(body.endDate, employer.salaryClosedDate);
    return { closed, salaryClosedDate: employer.salaryClosedDate };
  });
}
