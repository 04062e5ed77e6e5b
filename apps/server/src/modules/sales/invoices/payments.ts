import { INVOICE_STATUS, paymentRefusal, type TInvoiceDetail } from '@backoffice/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { paymentConnects, payments } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { applyConnectEffects } from '../../payments/index.ts';
import { findInvoice, loadInvoiceDetail } from './queries.ts';

// An invoice marked (partly) paid by hand writes what a bank line's link writes: a payment of the customer and a
// verified payment connect, settled by the payments module's one settle function (applyConnectEffects).

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
      amountOpen: body.amount,
      customerId: invoice.customerId,
      description: body.description || `${invoice.number}`,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('insert payment returned nothing');
  const [connect] = await ctx.tx
    .insert(paymentConnects)
    .values({ ownerId: ctx.ownerId, paymentId: payment.id, invoiceId: invoice.id, amount: body.amount, verified: 1 })
    .returning({ id: paymentConnects.id });
  await applyConnectEffects(ctx.tx, ctx.ownerId, ctx.userId, [
    { paymentId: payment.id, invoiceId: invoice.id, purchaseId: 0, amount: body.amount },
  ]);
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
    .where(
      and(
        key,
        eq(paymentConnects.invoiceId, invoice.id),
        eq(paymentConnects.verified, 1),
        eq(paymentConnects.deleted, 0),
      ),
    )
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
  if ((others?.n ?? 0) === 0 && payment?.accountId === 0)
    await ctx.tx.update(payments).set({ deleted: 1, updatedAt: sql`now()` }).where(paymentKey);
  // After the payment's delete, so the settle function books both undone (counter lines of the link and payment).
  await applyConnectEffects(ctx.tx, ctx.ownerId, ctx.userId, [{ ...connect, amount: -connect.amount }]);
  await ctx.audit('Invoice', invoice.id, 'undoPayment', { connectId: connect.id, amount: connect.amount });
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, invoice.id);
}
