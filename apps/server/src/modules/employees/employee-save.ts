import type { TEmployee } from '@backoffice/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, employees, employments, keys, ownerUsers, projects, works } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { plannedOn } from '../projects/index.ts';
import { saveAddresses } from './addresses.ts';
import { saveEmployments } from './employments.ts';
import { findEmployeeRow, loadEmployee } from './queries.ts';
import type { EmployeeInput } from './validation.ts';

/**
 * In use: a non-deleted employment, a key held or being transferred to them, a course, a login linked to them, a work
 * they are planned on or a project they lead. Planning joins this list when its tables arrive.
 */
async function employeeInUse(tx: Db, ownerId: number, id: number): Promise<boolean> {
  const checks = [
    tx
      .select({ id: employments.id })
      .from(employments)
      .where(and(eq(employments.ownerId, ownerId), eq(employments.employeeId, id), eq(employments.deleted, 0))),
    tx
      .select({ id: keys.id })
      .from(keys)
      .where(and(eq(keys.ownerId, ownerId), or(eq(keys.employeeId, id), eq(keys.transferTo, id)), eq(keys.deleted, 0))),
    tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.ownerId, ownerId), eq(courses.employeeId, id), eq(courses.deleted, 0))),
    tx
      .select({ id: ownerUsers.id })
      .from(ownerUsers)
      .where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.employeeId, id), eq(ownerUsers.deleted, 0))),
    // Planned on a live work of a live project.
    tx
      .select({ id: works.id })
      .from(works)
      .innerJoin(projects, and(eq(projects.ownerId, works.ownerId), eq(projects.id, works.projectId)))
      .where(and(eq(works.ownerId, ownerId), eq(works.deleted, 0), eq(projects.deleted, 0), plannedOn(id))),
    tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.ownerId, ownerId), eq(projects.projectLeaderId, id), eq(projects.deleted, 0))),
  ];
  for (const check of checks) if ((await check.limit(1)).length > 0) return true;
  return false;
}

export function employeeValues(input: EmployeeInput) {
  const { id: _id, addresses: _a, employments: _e, ...values } = input;
  return values;
}

/**
 * saveEmployee in the caller's transaction: upsert the employee, then its addresses and employments by id. A save
 * with deleted: 1 deletes the employee alone, and only when it is not in use. Returns the list shape with warnings.
 */
export async function saveEmployee(ctx: CallContext, input: EmployeeInput): Promise<TEmployee> {
  const { tx, ownerId } = ctx;
  const before = input.id ? await findEmployeeRow(tx, ownerId, input.id) : undefined;
  if (input.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Employee', id: input.id });
  const values = employeeValues(input);
  let id: number;
  if (before) {
    id = before.id;
    if (values.deleted) {
      if (await employeeInUse(tx, ownerId, id)) throw fail('employee.notDeletable');
      await tx
        .update(employees)
        .set({ deleted: 1, updatedAt: sql`now()` })
        .where(and(eq(employees.ownerId, ownerId), eq(employees.id, id)));
      await ctx.audit('Employee', id, 'delete', { deleted: [0, 1] });
      return { ...(await mustLoad(tx, ownerId, id)), warnings: [] };
    }
    const changes = diffRecords(before, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(employees)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(employees.ownerId, ownerId), eq(employees.id, id)));
      await ctx.audit('Employee', id, 'update', changes);
    }
  } else {
    if (values.deleted) throw fail('employee.unsaved');
    const [inserted] = await tx
      .insert(employees)
      .values({ ...values, ownerId })
      .returning({ id: employees.id });
    if (!inserted) throw new Error('insert employee failed');
    id = inserted.id;
    await ctx.audit('Employee', id, 'create', diffRecords({}, values));
  }
  const warnings = await saveAddresses(ctx, id, input.addresses);
  await saveEmployments(ctx, id, input.employments);
  return { ...(await mustLoad(tx, ownerId, id)), warnings };
}

async function mustLoad(tx: Db, ownerId: number, id: number): Promise<TEmployee> {
  const employee = await loadEmployee(tx, ownerId, id);
  if (!employee) throw fail('record.notFound', { entity: 'Employee', id });
  return employee;
}
