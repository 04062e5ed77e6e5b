import { canAccess, type TSupplier } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { findSupplier } from './supplier-queries.ts';

/**
 * What keeps a supplier from being deleted (spec 001 §8, 002 §5), in checking order: a live row (deleted = 0) with
 * its supplier_id in one of these tables. The check reads the table by name and skips a table that does not exist
 * yet: purchases arrive with the purchases half of issue 18, and from its migration on they block without a change
 * here (their table must have owner_id, supplier_id and deleted, as every purchase record of the spec does).
 */
type BlockKey = 'supplier.withPurchases' | 'supplier.withPayments';

const SUPPLIER_DELETE_BLOCKS: readonly { table: string; key: BlockKey }[] = [
  { table: 'purchases', key: 'supplier.withPurchases' },
  { table: 'payments', key: 'supplier.withPayments' },
];

async function tableExists(tx: Db, table: string): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(tx, sql`select to_regclass(${table}) is not null as present`);
  return row?.present === true;
}

/** The key of the first block that applies, or undefined when the supplier may go. */
async function supplierDeleteBlock(tx: Db, ownerId: number, id: number): Promise<BlockKey | undefined> {
  for (const { table, key } of SUPPLIER_DELETE_BLOCKS) {
    if (!(await tableExists(tx, table))) continue;
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from ${sql.identifier(table)}
          where owner_id = ${ownerId} and supplier_id = ${id} and deleted = 0 limit 1`,
    );
    if (rows.length > 0) return key;
  }
  return undefined;
}

/** saveSupplier with deleted: 1: purchase_admin only (DESIGN §6), refused while purchases or payments name it. */
export async function deleteSupplier(ctx: CallContext, id: number): Promise<TSupplier> {
  const { tx, ownerId } = ctx;
  const before = await findSupplier(tx, ownerId, id);
  if (!before || before.deleted) throw fail('record.notFound', { entity: 'Supplier', id });
  if (!canAccess(ctx, 'purchases', 'admin')) throw fail('supplier.deleteNotAllowed');
  const blocked = await supplierDeleteBlock(tx, ownerId, id);
  if (blocked) throw fail(blocked);
  await tx
    .update(suppliers)
    .set({ deleted: 1, updatedAt: sql`now()` })
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id)));
  await ctx.audit('Supplier', id, 'delete', { deleted: [0, 1] });
  return { ...before, deleted: 1 };
}
