import { canAccess, DOCUMENT_KIND, type TPurchase } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { purchaseRows, purchases } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { bookDocument } from '../accounting/index.ts';
import { findPurchase, lockPurchase } from './purchase-queries.ts';

/**
 * savePurchase with deleted: 1, purchase_admin only (DESIGN §6). A numbered purchase is never deleted (spec 001 §4,
 * §8): its rows and amounts are set to 0 and it keeps its number (the web app tells it with purchase.numberedZeroed).
 * A draft is deleted (deleted = 1, its rows stay with it).
 */
export async function deletePurchase(ctx: CallContext, id: number): Promise<TPurchase> {
  const { tx, ownerId } = ctx;
  await lockPurchase(tx, ownerId, id);
  const before = await findPurchase(tx, ownerId, id);
  if (!before || before.deleted) throw fail('record.notFound', { entity: 'Purchase', id });
  if (!canAccess(ctx, 'purchases', 'admin')) throw fail('purchase.deleteNotAllowed');
  const where = and(eq(purchases.ownerId, ownerId), eq(purchases.id, id));
  if (before.number > 0) {
    await tx
      .update(purchaseRows)
      .set({ amount: 0 })
      .where(and(eq(purchaseRows.ownerId, ownerId), eq(purchaseRows.purchaseId, id)));
    await tx
      .update(purchases)
      .set({ amountExVat: 0, amountVat: 0, amountInclVat: 0, amountOpen: 0, vatAmounts: [], updatedAt: sql`now()` })
      .where(where);
    await ctx.audit('Purchase', id, 'zero', {
      amountInclVat: [before.amountInclVat, 0],
      amountOpen: [before.amountOpen, 0],
    });
    // Its bookings are countered (history is never edited).
    await bookDocument(tx, ownerId, ctx.userId, DOCUMENT_KIND.purchaseInvoice, id);
    const zeroed = await findPurchase(tx, ownerId, id);
    if (!zeroed) throw fail('record.notFound', { entity: 'Purchase', id });
    return zeroed;
  }
  await tx.update(purchases).set({ deleted: 1, updatedAt: sql`now()` }).where(where);
  await ctx.audit('Purchase', id, 'delete', { deleted: [0, 1] });
  return { ...before, deleted: 1 };
}
