import type { TPaymentConnectRow, ZPaymentConnectAnswer, ZPaymentConnectSave } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../../db/client.ts';
import { paymentConnects } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { findPaymentRow } from '../list/payment-queries.ts';
import { connectRows } from './connect-queries.ts';
import { applyConnectEffects } from './settle.ts';

type Input = z.infer<typeof ZPaymentConnectSave>;
type Answer = z.infer<typeof ZPaymentConnectAnswer>;

/** Spec 001 §8 'linking failed', with why (the web app words the reason key). */
const linkingFailed = (reason: string) => fail('payment.linkingFailed', { reason });

interface Item {
  amount: number;
  open: number;
  partyId: number;
}

/** Locks the payment and the item (invoiced, or a definitive purchase) of the caller's owner. */
async function lockBoth(ctx: CallContext, input: Input) {
  const [payment] = await queryRows<{ amount: number; amount_open: number; customer_id: number; supplier_id: number }>(
    ctx.tx,
    sql`select amount, amount_open, customer_id, supplier_id from payments
      where owner_id = ${ctx.ownerId} and id = ${input.paymentId} and deleted = 0 for update`,
  );
  if (!payment) throw linkingFailed('paymentNotFound');
  const [item] = await queryRows<Item>(
    ctx.tx,
    input.invoiceId > 0
      ? sql`select amount_incl_vat as amount, amount_open as open, customer_id as "partyId" from invoices
          where owner_id = ${ctx.ownerId} and id = ${input.invoiceId} and status > 0 and deleted = 0 for update`
      : sql`select amount_incl_vat as amount, amount_open as open, supplier_id as "partyId" from purchases
          where owner_id = ${ctx.ownerId} and id = ${input.purchaseId} and status = 1 and deleted = 0 for update`,
  );
  if (!item) throw linkingFailed(input.invoiceId > 0 ? 'invoiceNotFound' : 'purchaseNotFound');
  return { payment, item };
}

/**
 * The checks of a link's effect `delta` (what it lowers the item by, beyond what it did before): an item is never
 * paid beyond its amount nor below zero, a payment never gives more than it brought, and money goes the item's way
 * (an invoice is paid in, a purchase out; a credit may net against either or be paid back).
 */
function checkAmounts(input: Input, payment: { amount: number; amount_open: number }, item: Item, delta: number) {
  if (input.amount === 0) throw linkingFailed('zeroAmount');
  if (Math.sign(input.amount) !== Math.sign(item.amount)) throw linkingFailed('wrongSign');
  const itemAfter = item.open - delta;
  if (Math.sign(itemAfter) === -Math.sign(item.amount) || Math.abs(itemAfter) > Math.abs(item.amount))
    throw linkingFailed('beyondItemOpen');
  // A credit (negative item) nets against money either way; any other item is paid in (invoice) or out (purchase).
  const paidIn = input.invoiceId > 0;
  if (item.amount > 0 && (paidIn ? payment.amount < 0 : payment.amount > 0)) throw linkingFailed('wrongDirection');
  const paymentAfter = payment.amount_open + (input.purchaseId > 0 ? delta : -delta);
  if (paymentAfter !== 0 && Math.sign(paymentAfter) !== Math.sign(payment.amount))
    throw linkingFailed('beyondPaymentOpen');
}

async function answer(ctx: CallContext, input: Input, connectId: number | null): Promise<Answer> {
  const [connect] = connectId
    ? await connectRows(ctx.tx, ctx.ownerId, sql`c.id = ${connectId}`)
    : ([] as TPaymentConnectRow[]);
  const [invoice] = await queryRows<NonNullable<Answer['invoice']>>(
    ctx.tx,
    sql`select id, number, customer_id as "customerId", amount_open as "amountOpen", paid_date::text as "paidDate"
      from invoices where owner_id = ${ctx.ownerId} and id = ${input.invoiceId}`,
  );
  const [purchase] = await queryRows<NonNullable<Answer['purchase']>>(
    ctx.tx,
    sql`select id, number, supplier_id as "supplierId", amount_open as "amountOpen"
      from purchases where owner_id = ${ctx.ownerId} and id = ${input.purchaseId}`,
  );
  return {
    paymentConnect: connect ?? null,
    payment: await findPaymentRow(ctx.tx, ctx.ownerId, input.paymentId),
    invoice: invoice ?? null,
    purchase: purchase ?? null,
  };
}

/**
 * savePaymentConnect: a new link, or a change of one (confirm a suggestion, change its amount, remove it). Only a
 * verified link lowers the open amounts (settle.ts, the one way they are lowered); a removed link is kept as deleted
 * so the matching does not propose it again. A first verified link tells the payment its customer or supplier and
 * releases the reminders it held.
 */
export async function savePaymentConnect(ctx: CallContext, input: Input): Promise<Answer> {
  if (input.invoiceId > 0 === input.purchaseId > 0) throw linkingFailed('oneItem');
  const { payment, item } = await lockBoth(ctx, input);
  const [stored] =
    input.id > 0
      ? await queryRows<{ id: number; amount: number; verified: number }>(
          ctx.tx,
          sql`select id, amount, verified from payment_connects where owner_id = ${ctx.ownerId} and id = ${input.id}
            and deleted = 0 and payment_id = ${input.paymentId} and invoice_id = ${input.invoiceId}
            and purchase_id = ${input.purchaseId} for update`,
        )
      : [];
  if (input.id > 0 && !stored) throw linkingFailed('linkNotFound');
  const before = stored?.verified ? stored.amount : 0;
  const after = input.deleted || !input.verified ? 0 : input.amount;
  if (!input.deleted) checkAmounts(input, payment, item, after - before);
  let connectId: number | null = stored?.id ?? null;
  if (stored) {
    await ctx.tx.execute(sql`update payment_connects set amount = ${input.amount}, verified = ${input.verified},
        deleted = ${input.deleted}, updated_at = now()
      where owner_id = ${ctx.ownerId} and id = ${stored.id}`);
  } else {
    const [created] = await ctx.tx
      .insert(paymentConnects)
      .values({
        ownerId: ctx.ownerId,
        paymentId: input.paymentId,
        invoiceId: input.invoiceId,
        purchaseId: input.purchaseId,
        amount: input.amount,
        verified: input.verified,
        reason: '[]',
      })
      .returning({ id: paymentConnects.id });
    connectId = created?.id ?? null;
  }
  if (after !== before) {
    const effect = { paymentId: input.paymentId, invoiceId: input.invoiceId, purchaseId: input.purchaseId };
    await applyConnectEffects(ctx.tx, ctx.ownerId, ctx.userId, [{ ...effect, amount: after - before }]);
  }
  if (after !== 0 && payment.customer_id === 0 && payment.supplier_id === 0) {
    const party = input.invoiceId > 0 ? sql`customer_id = ${item.partyId}` : sql`supplier_id = ${item.partyId}`;
    await ctx.tx.execute(sql`update payments set ${party} where owner_id = ${ctx.ownerId} and id = ${input.paymentId}`);
  }
  await ctx.audit('PaymentConnect', connectId ?? 0, input.deleted ? 'delete' : input.id > 0 ? 'update' : 'create', {
    ...input,
    before,
  });
  return answer(ctx, input, input.deleted ? null : connectId);
}
