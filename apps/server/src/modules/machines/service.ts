import { machineResource } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import { employees, machineHistory, machines, owners, projects } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { defineResource, isLive } from '../../platform/resources.ts';
import { employeeNameSql, normalizeHolding } from '../keys/index.ts';
import { readStored } from '../owner-lists/index.ts';

type Row = Record<string, unknown>;

// The machine type's name from the owner's settings list, looked up in the same query.
const machineTypeNameSql = sql<string>`coalesce(jsonb_path_query_first(${owners.settings}, '$.machineTypes[*] ? (@.id == $id).name', jsonb_build_object('id', ${machines.machineTypeId})) #>> '{}', '')`;

/** A machine's project must be a project of this owner that is not deleted. */
export async function assertProject(ctx: CallContext, id: number): Promise<void> {
  if (id && !(await isLive(ctx.tx, projects, ctx.ownerId, id))) throw fail('machine.projectNotFound', { id });
}

async function assertMachineType(ctx: CallContext, id: number): Promise<void> {
  if (!id) return;
  const types = await readStored(ctx.tx, ctx.ownerId, 'machineTypes');
  if (!types.some((type) => Number(type.id) === id && !Number(type.deleted)))
    throw fail('machine.typeNotFound', { id });
}

/** Placing a machine (new with a project or holder) or moving it writes a history row, as keys record their moves. */
async function recordPlacement(ctx: CallContext, machine: Row, before: Row | undefined): Promise<void> {
  const placed = before
    ? machine.projectId !== before.projectId || machine.employeeId !== before.employeeId
    : Boolean(machine.projectId || machine.employeeId);
  if (!placed) return;
  await ctx.tx.insert(machineHistory).values({
    ownerId: ctx.ownerId,
    machineId: Number(machine.id),
    employeeId: Number(machine.employeeId),
    projectId: Number(machine.projectId),
    date: todayIso(),
    createdBy: ctx.userId,
  });
}

/**
 * Machines (spec 001 §3 Machine): a machine offered to its own holder is not offered at all (as for keys); a chosen or
 * changed machine type must be in the owner's list. A deleted machine leaves the lists; its history stays readable.
 */
export const machineServer = defineResource(machineResource, machines, {
  async validate(ctx, machine, before) {
    const values = { ...machine, ...normalizeHolding(machine as { employeeId: number; transferTo: number }) };
    if (machine.machineTypeId !== before?.machineTypeId) await assertMachineType(ctx, Number(machine.machineTypeId));
    return values;
  },
  afterSave: recordPlacement,
  joined: {
    columns: {
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      employeeName: employeeNameSql(employees),
      machineTypeName: machineTypeNameSql,
    },
    join: (query) =>
      query
        .innerJoin(owners, eq(owners.id, machines.ownerId))
        .leftJoin(projects, and(eq(projects.ownerId, machines.ownerId), eq(projects.id, machines.projectId)))
        .leftJoin(employees, and(eq(employees.ownerId, machines.ownerId), eq(employees.id, machines.employeeId))),
  },
  order: [asc(machines.name), asc(machines.id)],
});

/** The machine must be the owner's (a deleted machine keeps a readable history). */
export async function assertMachine(ctx: CallContext, id: number): Promise<void> {
  const [row] = await ctx.tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(eq(machines.ownerId, ctx.ownerId), eq(machines.id, id)));
  if (!row) throw fail('record.notFound', { entity: 'Machine', id });
}
