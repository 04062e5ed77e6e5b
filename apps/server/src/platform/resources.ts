import { defineImportCall, type ResourceMeta, resourceCalls } from '@backoffice/domain';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { diffRecords } from './audit.ts';
import type { CallContext, CallRegistrar } from './calls.ts';
import { notFound } from './errors.ts';
import { type ImportDefinition, zodRowIssues } from './imports/define.ts';
import { oneTablePlan, savedRecords } from './imports/one-table.ts';
import { registerImport } from './imports/register.ts';

/** A table a simple record type lives in: tenant key, soft-delete flag and update stamp. */
export type ResourceTable = PgTable & { ownerId: PgColumn; id: PgColumn; deleted: PgColumn; updatedAt: PgColumn };

type Row = Record<string, unknown>;

/** Whether the owner has record `id` in `table` and it is not deleted: the check before a record may point at it. */
export async function isLive(tx: Db, table: ResourceTable, ownerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.ownerId, ownerId), eq(table.id, id), eq(table.deleted, 0)))
    .limit(1);
  return row !== undefined;
}

export interface ResourceHooks {
  /** Throw an HttpError to refuse a delete (e.g. 'Employee is not deletable'). */
  beforeDelete?(ctx: CallContext, id: number): Promise<void>;
}

export interface ServerResource {
  meta: ResourceMeta;
  table: ResourceTable;
  hooks?: ResourceHooks;
}

export const defineResource = (meta: ResourceMeta, table: ResourceTable, hooks?: ResourceHooks): ServerResource => ({
  meta,
  table,
  hooks,
});

const MAX_INSERT = 5000;

export function registerResource(registrar: CallRegistrar, resource: ServerResource): void {
  const { meta, table } = resource;
  const calls = resourceCalls(meta);
  const keys = Object.keys(meta.schema.shape);
  const toApi = (row: Row) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  // Lists read only the API's columns: no timestamps to parse, no mapping per row.
  const tableColumns = getTableColumns(table);
  const apiColumns = Object.fromEntries(keys.map((key) => [key, tableColumns[key] as PgColumn]));
  const byId = (ownerId: number, id: number) => and(eq(table.ownerId, ownerId), eq(table.id, id));
  // Drizzle cannot type values for a table chosen at run time; the zod schema has validated them.
  const values = (data: Row) => data as never;

  async function findForUpdate(ctx: CallContext, id: number): Promise<Row> {
    const [row] = await ctx.tx.select().from(table).where(byId(ctx.ownerId, id)).for('update');
    if (!row || (row as Row).deleted) throw notFound(`${meta.name} ${id} not found`);
    return row as Row;
  }

  async function create(ctx: CallContext, data: Row): Promise<Row> {
    const { id: _ignored, ...fields } = data;
    const [row] = await ctx.tx
      .insert(table)
      .values(values({ ...fields, ownerId: ctx.ownerId }))
      .returning();
    const saved = toApi(row as Row);
    await ctx.audit(meta.name, Number(saved.id), 'create', fields);
    return saved;
  }

  registrar.call({ method: 'GET', path: calls.all.slice(2), area: meta.area, level: 'read' }, async (ctx) => {
    return ctx.tx
      .select(apiColumns)
      .from(table)
      .where(and(eq(table.ownerId, ctx.ownerId), eq(table.deleted, 0)))
      .orderBy(asc(table.id));
  });

  registrar.call(
    {
      method: 'POST',
      path: calls.save.slice(2),
      area: meta.area,
      level: 'write',
      body: meta.schema,
      onDelete: async (ctx, id) => {
        const before = await findForUpdate(ctx, id);
        await resource.hooks?.beforeDelete?.(ctx, id);
        await ctx.tx
          .update(table)
          .set(values({ deleted: 1, updatedAt: sql`now()` }))
          .where(byId(ctx.ownerId, id));
        await ctx.audit(meta.name, id, 'delete');
        return { ...toApi(before), deleted: 1 };
      },
    },
    async (ctx, body) => {
      const data = body as Row;
      const id = Number(data.id);
      if (!id) return create(ctx, data);
      const before = await findForUpdate(ctx, id);
      const [row] = await ctx.tx
        .update(table)
        .set(values({ ...data, id: undefined, updatedAt: sql`now()` }))
        .where(byId(ctx.ownerId, id))
        .returning();
      const saved = toApi(row as Row);
      await ctx.audit(meta.name, id, 'update', diffRecords(toApi(before), saved));
      return saved;
    },
  );

  if (calls.insert) registerImport(registrar, resourceImport(resource, apiColumns));
}

/**
 * insert{Plural}: new records, set-based. Up to 100 are written in the call and answered with the saved records
 * (spec 001: 'saved'); a longer list runs as an import job. As in the single save, the id sent is ignored.
 */
function resourceImport(resource: ServerResource, apiColumns: Record<string, PgColumn>): ImportDefinition<Row> {
  const { meta, table } = resource;
  return {
    kind: meta.plural,
    call: defineImportCall({
      path: `/insert${meta.plural}`,
      area: meta.area,
      row: meta.schema,
      saved: meta.schema,
      summary: `Import new ${meta.plural}: up to 100 answered with the saved records, more as a job`,
    }),
    max: MAX_INSERT,
    parseRow(item) {
      const parsed = meta.schema.safeParse(item);
      if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
      const { id: _ignored, ...fields } = parsed.data as Row;
      return { row: fields };
    },
    check: async () => [],
    plan: (context, rows) => oneTablePlan(context, table, meta.name, rows),
    immediate: savedRecords(table, apiColumns),
  };
}
