import { INVOICE_STATUS, paymentRefusal, type TInvoiceDetail } from '@backoffice/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invoices, paymentConnects, payments } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { findInvoice, invoicePayments, loadInvoiceDetail } from './queries.ts';

// Until the payments area brings bank imports, an invoice is marked (partly) paid by hand. It writes the records that
// area uses: a payment of the customer and a payment connect settling the invoice, so nothing is redone later.

/** amountOpen follows the connects; an invoice with nothing open is paid on its latest payment's date. */
async function settle(ctx: CallContext, invoiceId: number, amountOpen: number): Promise<void> {
  const live = await invoicePayments(ctx.tx, ctx.ownerId, invoiceId);
  const last = live.reduce<string | null>(
    (latest, payment) => (latest && latest > payment.date ? latest : payment.date),
    null,
  );
  await ctx.tx
    .update(invoices)
    .set({ amountOpen, paidDate: amountOpen === 0 ? last : null, updatedAt: sql`now()` })
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, invoiceId)));
}

/** markInvoicePaid: a payment of `amount` cents on `date` (a credit invoice is paid back: a negative amount). */
export async function markInvoicePaid(
  ctx: CallContext,
  body: { id: number; date: string; amount: number; description: string },
): Promise<TInvoiceDetail> {
  const invoice = await findInvoice(ctx.tx, ctx.ownerId, body.id, true);
  if (invoice.status === INVOICE_STATUS.draft) throw fail('invoice.notInvoiced');
  const refusal = paymentRefusal(invoice.amountOpen, body.amount);
  if (refusal) throw fail(refusal);
  const [payment] = await ctx.tx
    .insert(payments)
    .values({
      ownerId: ctx.ownerId,
      date: body.date,
      amount: body.amount,
      amountOpen: 0,
      customerId: invoice.customerId,
      description: body.description || `${invoice.number}`,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('insert payment returned nothing');
  const [connect] = await ctx.tx
    .insert(paymentConnects)
    .values({ ownerId: ctx.ownerId, paymentId: payment.id, invoiceId: invoice.id, amount: body.amount, verified: 1 })
    .returning({ id: paymentConnects.id });
  await settle(ctx, invoice.id, invoice.amountOpen - body.amount);
  await ctx.audit('Invoice', invoice.id, 'payment', { paymentId: payment.id, connectId: connect?.id, ...body });
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, invoice.id);
}

/**
 * undoInvoicePayment: removes a payment connect (`paymentId` is the connect's id, as getInvoice lists it); the open
 * amount goes back up. A payment marked by hand (no bank account) with no other connects goes too; any other payment
 * (a bank line, later) stays and has that much open again.
 */
export async function undoInvoicePayment(
  ctx: CallContext,
  body: { id: number; paymentId: number },
): Promise<TInvoiceDetail> {
  const invoice = await findInvoice(ctx.tx, ctx.ownerId, body.id, true);
  const key = and(eq(paymentConnects.ownerId, ctx.ownerId), eq(paymentConnects.id, body.paymentId));
  const [connect] = await ctx.tx
    .select()
    .from(paymentConnects)
    .where(and(key, eq(paymentConnects.invoiceId, invoice.id), eq(paymentConnects.deleted, 0)))
    .for('update');
  if (!connect) throw fail('invoice.paymentNotFound');
  await ctx.tx.update(paymentConnects).set({ deleted: 1, updatedAt: sql`now()` }).where(key);
  const [others] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentConnects)
    .where(
      and(
        eq(paymentConnects.ownerId, ctx.ownerId),
        eq(paymentConnects.paymentId, connect.paymentId),
        ne(paymentConnects.id, connect.id),
        eq(paymentConnects.deleted, 0),
      ),
    );
  const paymentKey = and(eq(payments.ownerId, ctx.ownerId), eq(payments.id, connect.paymentId));
  const [payment] = await ctx.tx.select({ accountId: payments.accountId }).from(payments).where(paymentKey);
  await ctx.tx
    .update(payments)
    .set(
      (others?.n ?? 0) === 0 && payment?.accountId === 0
        ? { deleted: 1, updatedAt: sql`now()` }
        : { amountOpen: sql`${payments.amountOpen} + ${connect.amount}`, updatedAt: sql`now()` },
    )
    .where(paymentKey);
  await settle(ctx, invoice.id, invoice.amountOpen + connect.amount);
  await ctx.audit('Invoice', invoice.id, 'undoPayment', { connectId: connect.id, amount: connect.amount });
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, invoice.id);
}
