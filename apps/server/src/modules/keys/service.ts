import type { TKey, TKeyListItem, TTransferKeyRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { employees, keyHistory, keys } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { applyTransfer, type KeyHolding, keyMoves, normalizeHolding } from './moves.ts';

type KeyRow = typeof keys.$inferSelect;

/** 'First insertion Last' of a joined employee; '' when there is none. */
export const employeeNameSql = (e: { firstName: PgColumn; insertion: PgColumn; lastName: PgColumn }) =>
  sql<string>`coalesce(concat_ws(' ', nullif(${e.firstName}, ''), nullif(${e.insertion}, ''), nullif(${e.lastName}, '')), '')`;

const holder = alias(employees, 'holder');
const offered = alias(employees, 'offered');

const toKey = (row: KeyRow): TKey => ({
  id: row.id,
  name: row.name,
  number: row.number,
  kind: row.kind,
  projectId: row.projectId,
  employeeId: row.employeeId,
  transferTo: row.transferTo,
  deleted: row.deleted,
});

/** Non-deleted keys of the owner matching `where`, with the names of holder and offered employee. */
export function listKeys(tx: Db, ownerId: number, where?: SQL): Promise<TKeyListItem[]> {
  return tx
    .select({
      id: keys.id,
      name: keys.name,
      number: keys.number,
      kind: keys.kind,
      projectId: keys.projectId,
      employeeId: keys.employeeId,
      transferTo: keys.transferTo,
      deleted: keys.deleted,
      employeeName: employeeNameSql(holder),
      transferToName: employeeNameSql(offered),
    })
    .from(keys)
    .leftJoin(holder, and(eq(holder.ownerId, keys.ownerId), eq(holder.id, keys.employeeId)))
    .leftJoin(offered, and(eq(offered.ownerId, keys.ownerId), eq(offered.id, keys.transferTo)))
    .where(and(eq(keys.ownerId, ownerId), eq(keys.deleted, 0), where))
    .orderBy(asc(keys.name), asc(keys.id));
}

async function findKeyForUpdate(ctx: CallContext, id: number): Promise<KeyRow> {
  const [row] = await ctx.tx
    .select()
    .from(keys)
    .where(and(eq(keys.ownerId, ctx.ownerId), eq(keys.id, id)))
    .for('update');
  if (!row || row.deleted) throw fail('record.notFound', { entity: 'Key', id });
  return row;
}

/** Holders and offered employees must be employees of this owner that are not deleted. */
export async function assertEmployees(ctx: CallContext, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return;
  const found = await ctx.tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.ownerId, ctx.ownerId), inArray(employees.id, wanted), eq(employees.deleted, 0)));
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw fail('key.unknownEmployees', { ids: missing.join(', ') });
}

/** Every move of a key is written to its history in the caller's transaction. */
async function recordMoves(ctx: CallContext, keyId: number, before: KeyHolding, after: KeyHolding): Promise<void> {
  const moves = keyMoves(before, after);
  if (moves.length === 0) return;
  const date = todayIso();
  await ctx.tx
    .insert(keyHistory)
    .values(moves.map((move) => ({ ownerId: ctx.ownerId, keyId, ...move, date, userId: ctx.userId })));
}

const NOBODY: KeyHolding = { employeeId: 0, transferTo: 0 };

export async function saveKey(ctx: CallContext, data: TKey): Promise<TKey> {
  const holding = normalizeHolding(data);
  if (holding.transferTo && !holding.employeeId) throw fail('key.notIssuedToTransfer');
  const fields = { ...data, ...holding, deleted: 0 };
  if (!data.id) {
    const { id: _new, ...values } = fields;
    const [row] = await ctx.tx
      .insert(keys)
      .values({ ...values, ownerId: ctx.ownerId })
      .returning();
    if (!row) throw new Error('insert key returned nothing');
    await recordMoves(ctx, row.id, NOBODY, holding);
    await ctx.audit('Key', row.id, 'create', values);
    return toKey(row);
  }
  const before = await findKeyForUpdate(ctx, data.id);
  const { id: _id, ...values } = fields;
  const [row] = await ctx.tx
    .update(keys)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(keys.ownerId, ctx.ownerId), eq(keys.id, data.id)))
    .returning();
  if (!row) throw fail('record.notFound', { entity: 'Key', id: data.id });
  await recordMoves(ctx, row.id, before, holding);
  await ctx.audit('Key', row.id, 'update', diffRecords(toKey(before), toKey(row)));
  return toKey(row);
}

/** A deleted key leaves its holder's list; its history stays readable. */
export async function deleteKey(ctx: CallContext, id: number): Promise<TKey> {
  const before = await findKeyForUpdate(ctx, id);
  await ctx.tx
    .update(keys)
    .set({ deleted: 1, updatedAt: sql`now()` })
    .where(and(eq(keys.ownerId, ctx.ownerId), eq(keys.id, id)));
  await ctx.audit('Key', id, 'delete');
  return { ...toKey(before), deleted: 1 };
}

export async function transferKey(ctx: CallContext, request: TTransferKeyRequest): Promise<TKey> {
  const before = await findKeyForUpdate(ctx, request.id);
  const after = applyTransfer(before, request);
  const [row] = await ctx.tx
    .update(keys)
    .set({ ...after, updatedAt: sql`now()` })
    .where(and(eq(keys.ownerId, ctx.ownerId), eq(keys.id, request.id)))
    .returning();
  if (!row) throw fail('record.notFound', { entity: 'Key', id: request.id });
  await recordMoves(ctx, row.id, before, after);
  await ctx.audit('Key', row.id, request.action, diffRecords(toKey(before), toKey(row)));
  return toKey(row);
}

/** The key must be the owner's (deleted keys keep a readable history). */
export async function assertKey(ctx: CallContext, id: number): Promise<void> {
  const [row] = await ctx.tx
    .select({ id: keys.id })
    .from(keys)
    .where(and(eq(keys.ownerId, ctx.ownerId), eq(keys.id, id)));
  if (!row) throw fail('record.notFound', { entity: 'Key', id });
}
