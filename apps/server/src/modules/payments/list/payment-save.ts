import type { TBankAccount, TPaymentRow, ZPaymentSave } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { payments } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { bookPayments } from '../../accounting/index.ts';
import { listItems } from '../../owner-lists/index.ts';
import { findPaymentRow } from './payment-queries.ts';

type PaymentInput = z.infer<typeof ZPaymentSave>;

/** How many live links a payment has (a payment with links keeps its amount). */
async function liveLinks(tx: Db, ownerId: number, paymentId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from payment_connects
      where owner_id = ${ownerId} and payment_id = ${paymentId} and deleted = 0`,
  );
  return row?.n ?? 0;
}

/** The account (0: cash or a manual entry), customer and supplier must be the owner's live ones. */
async function checkPaymentRefs(tx: Db, ownerId: number, input: PaymentInput, storedAccount = 0): Promise<void> {
  if (input.accountId > 0 && input.accountId !== storedAccount) {
    const accounts = (await listItems(tx, ownerId, 'bankAccounts')) as TBankAccount[];
    if (!accounts.some((account) => account.id === input.accountId && !account.deleted))
      throw fail('payment.unknownAccount');
  }
  const [found] = await queryRows<{ customer: boolean; supplier: boolean }>(
    tx,
    sql`select exists (select 1 from customers where owner_id = ${ownerId} and id = ${input.customerId}
        and deleted = 0) as customer,
      exists (select 1 from suppliers where owner_id = ${ownerId} and id = ${input.supplierId} and deleted = 0)
        as supplier`,
  );
  if (input.customerId > 0 && !found?.customer) throw fail('payment.customerNotFound', { id: input.customerId });
  if (input.supplierId > 0 && !found?.supplier) throw fail('payment.supplierNotFound', { id: input.supplierId });
}

/** The stored values of a new cash or manual payment. */
export const newPaymentValues = (ownerId: number, input: PaymentInput) => ({
  ownerId,
  accountId: input.accountId,
  date: input.date,
  amount: input.amount,
  amountOpen: input.amount,
  customerId: input.customerId,
  supplierId: input.supplierId,
  description: input.description,
  cpName: input.cpName,
  cpIban: input.cpIban,
  hidden: input.hidden,
  duplicate: input.duplicate,
});

/**
 * savePayment: a new cash or manual payment, or a change. A bank line keeps the bank's amount, date and account; a
 * payment with links keeps its amount. Hiding a payment or clearing holdsReminders (marked as seen) releases the
 * customer's reminders.
 */
export async function savePayment(ctx: CallContext, input: PaymentInput): Promise<TPaymentRow> {
  if (input.id === 0) {
    await checkPaymentRefs(ctx.tx, ctx.ownerId, input);
    const [created] = await ctx.tx
      .insert(payments)
      .values(newPaymentValues(ctx.ownerId, input))
      .returning({ id: payments.id });
    if (!created) throw new Error('insert payment returned nothing');
    await ctx.audit('Payment', created.id, 'create', diffRecords({}, newPaymentValues(ctx.ownerId, input)));
    await bookPayments(ctx.tx, ctx.ownerId, ctx.userId, [created.id]);
    return findPaymentRow(ctx.tx, ctx.ownerId, created.id);
  }
  const key = and(eq(payments.ownerId, ctx.ownerId), eq(payments.id, input.id), eq(payments.deleted, 0));
  const [stored] = await ctx.tx.select().from(payments).where(key).for('update');
  if (!stored) throw fail('record.notFound', { entity: 'Payment', id: input.id });
  await checkPaymentRefs(ctx.tx, ctx.ownerId, input, stored.accountId);
  const bankLine = stored.lineKey !== null;
  if (
    bankLine &&
    (input.amount !== stored.amount || input.date !== stored.date || input.accountId !== stored.accountId)
  )
    throw fail('payment.bankLineFixed');
  if (input.amount !== stored.amount && (await liveLinks(ctx.tx, ctx.ownerId, stored.id)) > 0)
    throw fail('payment.hasLinks');
  const changes = {
    date: input.date,
    accountId: input.accountId,
    amount: input.amount,
    amountOpen: stored.amountOpen + input.amount - stored.amount,
    description: input.description,
    cpName: input.cpName,
    cpIban: input.cpIban,
    customerId: input.customerId,
    supplierId: input.supplierId,
    hidden: input.hidden,
    duplicate: input.duplicate,
    holdsReminders: input.hidden || input.duplicate || input.holdsReminders === 0 ? 0 : stored.holdsReminders,
  };
  await ctx.tx
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(key);
  const diff = diffRecords(stored, { ...stored, ...changes });
  if (Object.keys(diff).length > 0) await ctx.audit('Payment', stored.id, 'update', diff);
  // Hidden, marked duplicate, another amount, date or account: booked again (counter lines and new lines).
  await bookPayments(ctx.tx, ctx.ownerId, ctx.userId, [stored.id]);
  return findPaymentRow(ctx.tx, ctx.ownerId, stored.id);
}

/** A payment's delete (savePayment with deleted: 1): cash and manual entries without links; bank lines never. */
export async function deletePayment(ctx: CallContext, id: number): Promise<TPaymentRow> {
  const key = and(eq(payments.ownerId, ctx.ownerId), eq(payments.id, id), eq(payments.deleted, 0));
  const [stored] = await ctx.tx.select().from(payments).where(key).for('update');
  if (!stored) throw fail('record.notFound', { entity: 'Payment', id });
  if (stored.lineKey !== null) throw fail('payment.bankLineDelete');
  if ((await liveLinks(ctx.tx, ctx.ownerId, id)) > 0) throw fail('payment.hasLinks');
  const row = await findPaymentRow(ctx.tx, ctx.ownerId, id);
  await ctx.tx.update(payments).set({ deleted: 1, holdsReminders: 0, updatedAt: sql`now()` }).where(key);
  await ctx.audit('Payment', id, 'delete');
  await bookPayments(ctx.tx, ctx.ownerId, ctx.userId, [id]);
  return row;
}
