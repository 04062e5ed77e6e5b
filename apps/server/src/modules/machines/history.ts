import type { CallAnswer, MACHINE_CALLS, TMachineHistory } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { employees, machineHistory, projects } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { employeeNameSql } from '../keys/index.ts';
import { assertMachine, assertProject } from './service.ts';

const historyColumns = {
  id: machineHistory.id,
  machineId: machineHistory.machineId,
  employeeId: machineHistory.employeeId,
  projectId: machineHistory.projectId,
  date: machineHistory.date,
  remarks: machineHistory.remarks,
};

type MachineHistoryItem = CallAnswer<typeof MACHINE_CALLS.machineHistoryByMachine>[number];

/** Where a machine has been, newest first. */
export async function machineHistoryByMachine(ctx: CallContext, machineId: number): Promise<MachineHistoryItem[]> {
  await assertMachine(ctx, machineId);
  return ctx.tx
    .select({
      ...historyColumns,
      employeeName: employeeNameSql(employees),
      projectName: sql<string>`coalesce(${projects.name}, '')`,
    })
    .from(machineHistory)
    .leftJoin(
      employees,
      and(eq(employees.ownerId, machineHistory.ownerId), eq(employees.id, machineHistory.employeeId)),
    )
    .leftJoin(projects, and(eq(projects.ownerId, machineHistory.ownerId), eq(projects.id, machineHistory.projectId)))
    .where(and(eq(machineHistory.ownerId, ctx.ownerId), eq(machineHistory.machineId, machineId)))
    .orderBy(desc(machineHistory.date), desc(machineHistory.id));
}

/** A placement noted by hand (e.g. one from before the machine was in the system) or a corrected date or remark. */
export async function saveMachineHistory(ctx: CallContext, data: TMachineHistory): Promise<TMachineHistory> {
  await assertMachine(ctx, data.machineId);
  const { id, ...fields } = data;
  if (!id) {
    await assertProject(ctx, fields.projectId);
    const [row] = await ctx.tx
      .insert(machineHistory)
      .values({ ...fields, ownerId: ctx.ownerId, createdBy: ctx.userId })
      .returning(historyColumns);
    if (!row) throw new Error('insert machine history returned nothing');
    await ctx.audit('MachineHistory', row.id, 'create', fields);
    return row;
  }
  const byId = and(eq(machineHistory.ownerId, ctx.ownerId), eq(machineHistory.id, id));
  const [before] = await ctx.tx.select(historyColumns).from(machineHistory).where(byId).for('update');
  if (!before) throw fail('record.notFound', { entity: 'Machine history', id });
  if (before.machineId !== fields.machineId) throw fail('machine.historyMoved');
  if (fields.projectId !== before.projectId) await assertProject(ctx, fields.projectId);
  const [row] = await ctx.tx
    .update(machineHistory)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(byId)
    .returning(historyColumns);
  if (!row) throw fail('record.notFound', { entity: 'Machine history', id });
  await ctx.audit('MachineHistory', id, 'update', diffRecords(before, row));
  return row;
}
