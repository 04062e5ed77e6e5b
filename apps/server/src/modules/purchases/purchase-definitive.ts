import { DOCUMENT_KIND, PURCHASE_STATUS } from '@backoffice/domain';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { bookDocument } from '../accounting/index.ts';

/**
 * The owner's next purchase number: the highest plus one, under the owner's purchase lock held until commit, so two
 * purchases made definitive at once never get the same number (the unique index is the last wall).
 */
async function nextPurchaseNumber(tx: Db, ownerId: number): Promise<number> {
  await lockOwnerSequence(tx, ownerId, 'purchase');
  const [row] = await tx
    .select({ highest: max(purchases.number) })
    .from(purchases)
    .where(eq(purchases.ownerId, ownerId));
  return (row?.highest ?? 0) + 1;
}

/** A draft made definitive (the caller checked purchase_admin): numbered, and its amount incl. VAT is now owed. */
export async function makeDefinitive(ctx: CallContext, id: number): Promise<number> {
  const number = await nextPurchaseNumber(ctx.tx, ctx.ownerId);
  await ctx.tx
    .update(purchases)
    .set({
      status: PURCHASE_STATUS.definitive,
      number,
      amountOpen: sql`${purchases.amountInclVat}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(purchases.ownerId, ctx.ownerId), eq(purchases.id, id)));
  await ctx.audit('Purchase', id, 'definitive', { status: [0, 1], number: [0, number] });
  await bookDocument(ctx.tx, ctx.ownerId, ctx.userId, DOCUMENT_KIND.purchaseInvoice, id);
  return number;
}
