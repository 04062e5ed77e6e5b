import {
  defineImportCall,
  type RecordMeta,
  type RefTable,
  resourceCalls,
  resourceDeclarations,
  schemaFields,
} from '@backoffice/domain';
import { and, asc, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { diffRecords } from './audit.ts';
import type { CallContext, CallRegistrar } from './calls.ts';
import { fail } from './errors.ts';
import { type ImportDefinition, zodRowIssues } from './imports/define.ts';
import { oneTablePlan, savedRecords } from './imports/one-table.ts';
import { registerImport } from './imports/register.ts';
import { isLiveReference, referenceName } from './references.ts';

/** A table a record type lives in: tenant key, soft-delete flag (kept at 0 when deletes are hard) and update stamp. */
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

/**
 * What a record type adds to the generic calls. References (zRef fields of the schema) are checked by the call
 * registrar before any hook runs.
 */
export interface ResourceHooks {
  /**
   * Checks beyond the schema (throw an HttpError to refuse) and the values to write when they differ from the body
   * (a machine offered to its own holder is not offered). `before` is the stored row, undefined for a new record.
   */
  validate?(ctx: CallContext, record: Row, before: Row | undefined): Promise<Row | undefined> | Row | undefined;
  /** Values a new record takes from the caller (e.g. its author). */
  stamp?(ctx: CallContext): Row;
  /** After a create or change, in the same transaction (e.g. a machine's placement history). */
  afterSave?(ctx: CallContext, saved: Row, before: Row | undefined): Promise<void>;
  /** Throw an HttpError to refuse a delete (e.g. 'Employee is not deletable'). */
  beforeDelete?(ctx: CallContext, id: number): Promise<void>;
  /** The columns of the meta's joined fields and the joins that bring them, for lists and answers. */
  joined?: { columns: Record<string, SQL | PgColumn>; join(query: PgSelect): PgSelect };
  /** List order (default: by id). */
  order?: (SQL | PgColumn)[];
  /** Before a list is read (accounting: the default classes, diaries and chart of an owner that has none). */
  beforeList?(ctx: CallContext): Promise<void>;
  /** Narrows a parent's list by the rest of its request (customer notes: a date range). */
  listFilter?(request: Row): SQL | undefined;
}

/**
 * Where a record type's records live: a table (tableStore below) or a list in the owner's settings (owner lists).
 * `save` creates a record with id 0 and changes it otherwise; `remove` is the delete-by-save.
 */
interface ResourceStore {
  list(ctx: CallContext, request: Row): Promise<Row[]>;
  save(ctx: CallContext, data: Row): Promise<Row>;
  remove(ctx: CallContext, id: number): Promise<Row>;
}

export interface ServerResource {
  meta: RecordMeta;
  store: ResourceStore;
  /** insert{Plural} (meta.insert): the one-table import. */
  import?: ImportDefinition<Row>;
}

/** A record type stored in `table`; its schema types stay with the meta in packages/domain, the server handles rows. */
export function defineResource<S extends z.ZodObject, J extends z.ZodRawShape, P extends z.ZodObject>(
  recordMeta: RecordMeta<S, J, P>,
  table: ResourceTable,
  hooks: ResourceHooks = {},
): ServerResource {
  const meta = recordMeta as unknown as RecordMeta;
  // The declaration names the table (the contract test counts its rows): a mismatch fails at start.
  if (getTableName(table) !== meta.table)
    throw new Error(`${meta.name} is declared in ${meta.table}, served from ${getTableName(table)}`);
  const store = tableStore(meta, table, hooks);
  const insert = resourceCalls(meta).insert;
  return { meta, store, import: insert ? resourceImport(meta, table, store.apiColumns) : undefined };
}

/** The calls of a record type, whatever its store: the list (of a parent) and the save with its delete. */
export function registerResource(registrar: CallRegistrar, resource: ServerResource): void {
  const { store } = resource;
  const declarations = resourceDeclarations(resource.meta);
  registrar.handle(declarations.all, (ctx, body) => store.list(ctx, body as Row) as never);
  registrar.handle(declarations.save, (ctx, body) => store.save(ctx, body as Row) as never, { onDelete: store.remove });
  if (resource.import) registerImport(registrar, resource.import);
}

const MAX_INSERT = 5000;

/** The reference table of the parent field, for the parent's live check and its not-found text. */
function parentTable(meta: RecordMeta): RefTable | undefined {
  const field = meta.parent?.field;
  if (!field) return undefined;
  const found = schemaFields(meta.schema).fields.find((f) => f.kind === 'ref' && f.path.join('.') === field);
  return found?.ref as RefTable | undefined;
}

function tableStore(
  meta: RecordMeta,
  table: ResourceTable,
  hooks: ResourceHooks,
): ResourceStore & { apiColumns: Record<string, PgColumn> } {
  const label = meta.label ?? meta.name;
  const keys = Object.keys(meta.schema.shape);
  const toApi = (row: Row) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  const tableColumns = getTableColumns(table);
  const apiColumns = Object.fromEntries(
    keys.filter((key) => key in tableColumns).map((key) => [key, tableColumns[key] as PgColumn]),
  );
  const byId = (ownerId: number, id: number) => and(eq(table.ownerId, ownerId), eq(table.id, id));
  // Drizzle cannot type values for a table chosen at run time; the zod schema has validated them.
  const values = (data: Row) => data as never;
  const order = hooks.order ?? [asc(table.id)];
  const parentField = meta.parent?.field;
  const parentRef = parentTable(meta);
  // A parent that is not a reference field could not be checked, and its list would hold every record of the owner.
  if (parentField && !parentRef) throw new Error(`${meta.name}: its parent field ${parentField} is not a zRef field`);

  /** Lists and answers read the API's columns and the joined fields only: no timestamps, no mapping per row. */
  function select(ctx: CallContext, where: SQL | undefined): Promise<Row[]> {
    const base = ctx.tx
      .select({ ...apiColumns, ...hooks.joined?.columns })
      .from(table)
      .$dynamic();
    const query = hooks.joined ? hooks.joined.join(base) : base;
    return query.where(and(eq(table.ownerId, ctx.ownerId), where)).orderBy(...order) as unknown as Promise<Row[]>;
  }

  async function answer(ctx: CallContext, id: number): Promise<Row> {
    const [row] = await select(ctx, eq(table.id, id));
    if (!row) throw fail('record.notFound', { entity: label, id });
    return row;
  }

  async function findForUpdate(ctx: CallContext, id: number): Promise<Row> {
    const [row] = await ctx.tx.select().from(table).where(byId(ctx.ownerId, id)).for('update');
    if (!row || (row as Row).deleted) throw fail('record.notFound', { entity: label, id });
    return row as Row;
  }

  async function create(ctx: CallContext, data: Row): Promise<Row> {
    const { id: _ignored, ...body } = data;
    const fields = (await hooks.validate?.(ctx, body, undefined)) ?? body;
    const [row] = await ctx.tx
      .insert(table)
      .values(values({ ...fields, ...hooks.stamp?.(ctx), ownerId: ctx.ownerId }))
      .returning();
    const id = Number((row as Row).id);
    await ctx.audit(meta.name, id, 'create', fields);
    await hooks.afterSave?.(ctx, row as Row, undefined);
    return answer(ctx, id);
  }

  async function update(ctx: CallContext, id: number, data: Row): Promise<Row> {
    const before = await findForUpdate(ctx, id);
    // A child stays with its parent: another parent's record is "not found" like another owner's.
    if (parentField && before[parentField] !== data[parentField]) throw fail('record.notFound', { entity: label, id });
    const { id: _id, ...body } = data;
    const fields = (await hooks.validate?.(ctx, body, before)) ?? body;
    const [row] = await ctx.tx
      .update(table)
      .set(values({ ...fields, updatedAt: sql`now()` }))
      .where(byId(ctx.ownerId, id))
      .returning();
    await ctx.audit(meta.name, id, 'update', diffRecords(toApi(before), toApi(row as Row)));
    await hooks.afterSave?.(ctx, row as Row, before);
    return answer(ctx, id);
  }

  /** Soft delete (the row stays, flagged) or, for a hard-delete type, the row really goes. */
  async function remove(ctx: CallContext, id: number): Promise<Row> {
    await findForUpdate(ctx, id);
    await hooks.beforeDelete?.(ctx, id);
    const before = await answer(ctx, id);
    if (meta.hardDelete) await ctx.tx.delete(table).where(byId(ctx.ownerId, id));
    else
      await ctx.tx
        .update(table)
        .set(values({ deleted: 1, updatedAt: sql`now()` }))
        .where(byId(ctx.ownerId, id));
    await ctx.audit(meta.name, id, 'delete');
    return { ...before, deleted: 1 };
  }

  async function list(ctx: CallContext, request: Row): Promise<Row[]> {
    await hooks.beforeList?.(ctx);
    if (!parentField || !parentRef) return select(ctx, eq(table.deleted, 0)); // a record type without a parent
    const parentId = Number(request.id);
    if (!(await isLiveReference(ctx.tx, ctx.ownerId, parentRef, parentId)))
      throw fail('record.notFound', { entity: referenceName(parentRef), id: parentId });
    const column = tableColumns[parentField] as PgColumn;
    return select(ctx, and(eq(column, parentId), eq(table.deleted, 0), hooks.listFilter?.(request)));
  }

  const save = (ctx: CallContext, data: Row) =>
    Number(data.id) ? update(ctx, Number(data.id), data) : create(ctx, data);
  return { list, save, remove, apiColumns };
}

/**
 * insert{Plural}: new records, set-based. Up to 100 are written in the call and answered with the saved records
 * (spec 001: 'saved'); a longer list runs as an import job. As in the single save, the id sent is ignored.
 */
function resourceImport(
  meta: RecordMeta,
  table: ResourceTable,
  apiColumns: Record<string, PgColumn>,
): ImportDefinition<Row> {
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
