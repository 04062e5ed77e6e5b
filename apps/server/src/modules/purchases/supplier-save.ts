import type { TSupplier, ZSupplier } from '@backoffice/domain';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { findSupplier } from './supplier-queries.ts';

export type SupplierInput = z.infer<typeof ZSupplier>;

/** The highest live supplier number, under the owner's supplier lock (held until the transaction ends). */
export async function highestSupplierNumber(tx: Db, ownerId: number): Promise<number> {
  await lockOwnerSequence(tx, ownerId, 'supplier');
  const [row] = await tx
    .select({ highest: max(suppliers.number) })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.deleted, 0)));
  return row?.highest ?? 0;
}

/**
 * The number to store: '<auto>' keeps a stored supplier's number and gives a new one the highest plus one (spec 001
 * §5); a typed number must not belong to another live supplier. Under the owner's supplier lock, so two saves at once
 * cannot take the same number (the partial unique index is the last wall).
 */
async function resolveNumber(ctx: CallContext, input: SupplierInput, before: TSupplier | undefined): Promise<number> {
  const { tx, ownerId } = ctx;
  if (before && typeof input.number !== 'number') return before.number;
  const highest = await highestSupplierNumber(tx, ownerId);
  if (typeof input.number !== 'number') return highest + 1;
  const [taken] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.ownerId, ownerId),
        eq(suppliers.number, input.number),
        eq(suppliers.deleted, 0),
        before ? ne(suppliers.id, before.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fail('supplier.numberExists');
  return input.number;
}

/** saveSupplier (not a delete: supplier-delete.ts): checks, writes and audits one supplier, answers it as stored. */
export async function saveSupplier(ctx: CallContext, input: SupplierInput): Promise<TSupplier> {
  const { tx, ownerId } = ctx;
  const before = input.id ? await findSupplier(tx, ownerId, input.id) : undefined;
  if (input.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Supplier', id: input.id });
  // A new record sent with deleted: 1 has nothing to delete.
  if (input.deleted) throw fail('record.notFound', { entity: 'Supplier', id: input.id });
  const number = await resolveNumber(ctx, input, before);
  const { id: _id, number: _number, ...fields } = input;
  const values = { ...fields, number };
  let id: number;
  if (before) {
    id = before.id;
    const { id: _before, ...stored } = before;
    const changes = diffRecords(stored, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(suppliers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id)));
      await ctx.audit('Supplier', id, 'update', changes);
    }
  } else {
    const [inserted] = await tx
      .insert(suppliers)
      .values({ ...values, ownerId })
      .returning({ id: suppliers.id });
    if (!inserted) throw new Error('insert supplier failed');
    id = inserted.id;
    await ctx.audit('Supplier', id, 'create', diffRecords({}, values));
  }
  const saved = await findSupplier(tx, ownerId, id);
  if (!saved) throw fail('record.notFound', { entity: 'Supplier', id });
  return saved;
}
