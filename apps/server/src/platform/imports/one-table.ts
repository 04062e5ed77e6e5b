import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { ImportPlan, ImportPlanContext } from './define.ts';
import { IMMEDIATE_IMPORT_ROWS } from './register.ts';

type TenantTable = PgTable & { ownerId: PgColumn; id: PgColumn };

/** The plan of an import that writes one record per row into one table, each audited as created under `entity`. */
export async function oneTablePlan(
  { ownerId, userId, allocate }: ImportPlanContext,
  table: TenantTable,
  entity: string,
  rows: readonly object[],
): Promise<ImportPlan> {
  const ids = await allocate(table, rows.length);
  return {
    inserts: [{ table, rows: rows.map((fields, i) => ({ ...fields, ownerId, id: ids[i] })) }],
    audit: rows.map((changes, i) => ({
      ownerId,
      userId,
      entity,
      entityId: ids[i] as number,
      action: 'create',
      changes: changes as Record<string, unknown>,
    })),
    ids,
    warnings: [],
  };
}

/** Short lists written in the call, answered with the saved records in the order sent (spec 001: 'saved'). */
export function savedRecords(table: TenantTable, columns: Record<string, PgColumn>) {
  return {
    upTo: IMMEDIATE_IMPORT_ROWS,
    async saved(tx: Db, ownerId: number, ids: number[]): Promise<unknown[]> {
      const rows = await tx
        .select(columns)
        .from(table)
        .where(and(eq(table.ownerId, ownerId), inArray(table.id, ids)));
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
