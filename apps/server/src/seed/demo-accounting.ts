import { DOCUMENT_KIND } from '@backoffice/domain';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, payments, purchases } from '../db/schema/index.ts';
import { bookDocument, bookPayments, ensureLedgerDefaults } from '../modules/accounting/index.ts';

/**
 * The demo owners' ledger: the default classes, diaries and chart (with the settings and links it fills in), then
 * the bookings of every invoiced invoice, definitive purchase, payment and link the seed made, as the calls would have.
 */
export async function seedDemoAccounting(tx: Db, ownerIds: readonly number[]): Promise<void> {
  for (const ownerId of ownerIds) {
    await ensureLedgerDefaults(tx, ownerId);
    const invoiced = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.ownerId, ownerId), isNotNull(invoices.number), eq(invoices.deleted, 0)))
      .orderBy(asc(invoices.id));
    for (const { id } of invoiced) await bookDocument(tx, ownerId, 0, DOCUMENT_KIND.salesInvoice, id);
    const definitive = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.ownerId, ownerId), gt(purchases.number, 0), eq(purchases.deleted, 0)))
      .orderBy(asc(purchases.id));
    for (const { id } of definitive) await bookDocument(tx, ownerId, 0, DOCUMENT_KIND.purchaseInvoice, id);
    const paid = await tx.select({ id: payments.id }).from(payments).where(eq(payments.ownerId, ownerId));
    await bookPayments(
      tx,
      ownerId,
      0,
      paid.map((p) => p.id),
    );
  }
}
