import type { TMachine } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, machineHistory, machines, owners, projects } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { isLive } from '../../platform/resources.ts';
import { normalizeHolding } from '../keys/moves.ts';
import { employeeNameSql } from '../keys/service.ts';
import { readStored } from '../owner-lists/storage.ts';

type MachineRow = typeof machines.$inferSelect;
export type MachineListItem = TMachine & { projectName: string; employeeName: string; machineTypeName: string };

const machineColumns = {
  id: machines.id,
  number: machines.number,
  name: machines.name,
  kind: machines.kind,
  machineTypeId: machines.machineTypeId,
  projectId: machines.projectId,
  employeeId: machines.employeeId,
  transferTo: machines.transferTo,
  defect: machines.defect,
  remarks: machines.remarks,
  deleted: machines.deleted,
};

const toMachine = (row: MachineRow): TMachine => ({
  id: row.id,
  number: row.number,
  name: row.name,
  kind: row.kind,
  machineTypeId: row.machineTypeId,
  projectId: row.projectId,
  employeeId: row.employeeId,
  transferTo: row.transferTo,
  defect: row.defect,
  remarks: row.remarks,
  deleted: row.deleted,
});

// The machine type's name from the owner's settings list, looked up in the same query.
const machineTypeNameSql = sql<string>`coalesce(jsonb_path_query_first(${owners.settings}, '$.machineTypes[*] ? (@.id == $id).name', jsonb_build_object('id', ${machines.machineTypeId})) #>> '{}', '')`;

/** Non-deleted machines with the names of their project, holder and type. */
export function listMachines(tx: Db, ownerId: number): Promise<MachineListItem[]> {
  return tx
    .select({
      ...machineColumns,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      employeeName: employeeNameSql(employees),
      machineTypeName: machineTypeNameSql,
    })
    .from(machines)
    .innerJoin(owners, eq(owners.id, machines.ownerId))
    .leftJoin(projects, and(eq(projects.ownerId, machines.ownerId), eq(projects.id, machines.projectId)))
    .leftJoin(employees, and(eq(employees.ownerId, machines.ownerId), eq(employees.id, machines.employeeId)))
    .where(and(eq(machines.ownerId, ownerId), eq(machines.deleted, 0)))
    .orderBy(asc(machines.name), asc(machines.id));
}

/** A machine's project must be a project of this owner that is not deleted. */
export async function assertProject(ctx: CallContext, id: number): Promise<void> {
  if (id && !(await isLive(ctx.tx, projects, ctx.ownerId, id))) throw badRequest(`Project ${id} not found`);
}

async function assertMachineType(ctx: CallContext, id: number): Promise<void> {
  if (!id) return;
  const types = await readStored(ctx.tx, ctx.ownerId, 'machineTypes');
  if (!types.some((type) => Number(type.id) === id && !Number(type.deleted)))
    throw badRequest(`Machine type ${id} not found`);
}

/** Placing a machine (new with a project or holder) or moving it writes a history row, as keys record their moves. */
async function recordPlacement(ctx: CallContext, machine: MachineRow): Promise<void> {
  await ctx.tx.insert(machineHistory).values({
    ownerId: ctx.ownerId,
    machineId: machine.id,
    employeeId: machine.employeeId,
    projectId: machine.projectId,
    date: todayIso(),
    createdBy: ctx.userId,
  });
}

async function findMachineForUpdate(ctx: CallContext, id: number): Promise<MachineRow> {
  const [row] = await ctx.tx
    .select()
    .from(machines)
    .where(and(eq(machines.ownerId, ctx.ownerId), eq(machines.id, id)))
    .for('update');
  if (!row || row.deleted) throw notFound(`Machine ${id} not found`);
  return row;
}

export async function saveMachine(ctx: CallContext, data: TMachine): Promise<TMachine> {
  // A machine offered to its own holder is not offered at all (spec 001 §3, as for keys).
  const { id, ...values } = { ...data, ...normalizeHolding(data), deleted: 0 };
  if (!id) {
    await assertProject(ctx, values.projectId);
    await assertMachineType(ctx, values.machineTypeId);
    const [row] = await ctx.tx
      .insert(machines)
      .values({ ...values, ownerId: ctx.ownerId })
      .returning();
    if (!row) throw new Error('insert machine returned nothing');
    if (row.projectId || row.employeeId) await recordPlacement(ctx, row);
    await ctx.audit('Machine', row.id, 'create', values);
    return toMachine(row);
  }
  const before = await findMachineForUpdate(ctx, id);
  // A project that was closed since keeps its machines; a new one must be running.
  if (values.projectId !== before.projectId) await assertProject(ctx, values.projectId);
  if (values.machineTypeId !== before.machineTypeId) await assertMachineType(ctx, values.machineTypeId);
  const [row] = await ctx.tx
    .update(machines)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(machines.ownerId, ctx.ownerId), eq(machines.id, id)))
    .returning();
  if (!row) throw notFound(`Machine ${id} not found`);
  if (row.projectId !== before.projectId || row.employeeId !== before.employeeId) await recordPlacement(ctx, row);
  await ctx.audit('Machine', id, 'update', diffRecords(toMachine(before), toMachine(row)));
  return toMachine(row);
}

/** A deleted machine leaves the lists; its history stays readable. */
export async function deleteMachine(ctx: CallContext, id: number): Promise<TMachine> {
  const before = await findMachineForUpdate(ctx, id);
  await ctx.tx
    .update(machines)
    .set({ deleted: 1, updatedAt: sql`now()` })
    .where(and(eq(machines.ownerId, ctx.ownerId), eq(machines.id, id)));
  await ctx.audit('Machine', id, 'delete');
  return { ...toMachine(before), deleted: 1 };
}

/** The machine must be the owner's (a deleted machine keeps a readable history). */
export async function assertMachine(ctx: CallContext, id: number): Promise<void> {
  const [row] = await ctx.tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(eq(machines.ownerId, ctx.ownerId), eq(machines.id, id)));
  if (!row) throw notFound(`Machine ${id} not found`);
}
