import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookPayments } from '../../accounting/index.ts';

/**
 * What a verified link does to the books: `amount` off the invoice's or purchase's open amount and the payment's. A
 * link removed or made smaller is the same with the amount negated. Signs: an invoice link lowers the invoice and the
 * (incoming) payment by `amount`; a purchase link lowers the purchase by `amount` and raises the (outgoing, negative)
 * payment's open amount by it.
 */
export interface ConnectEffect {
  paymentId: number;
  invoiceId: number;
  purchaseId: number;
  amount: number;
}

/** A list of integers as a PostgreSQL array literal, for `= any(...::int[])` and `unnest(...::int[])`. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** Sums the effects per key (0 keys left out). */
function totals(
  effects: readonly ConnectEffect[],
  key: (effect: ConnectEffect) => number,
  sign: (e: ConnectEffect) => number,
) {
  const sums = new Map<number, number>();
  for (const effect of effects) {
    const id = key(effect);
    if (id > 0) sums.set(id, (sums.get(id) ?? 0) + sign(effect) * effect.amount);
  }
  return { ids: [...sums.keys()], amounts: [...sums.values()] };
}

/**
 * Applies verified links to the open amounts, set-based (one statement per table, whatever the number of links): the
 * one way an invoice or purchase is settled, by the matching, a link saved on the Payments page, and an invoice
 * marked paid by hand. Call it after the links are written: an invoice with nothing open is paid on the latest date
 * of its verified links' payments; one with something open again has no paid date. A payment with a verified link no
 * longer holds reminders (someone, or a sure match, has placed it). The payments and their links are booked in the
 * ledger here too (kinds 2 and 3), so every way a link is made or undone books it; `userId` is who did it.
 */
export async function applyConnectEffects(
  tx: Db,
  ownerId: number,
  userId: number,
  effects: readonly ConnectEffect[],
): Promise<void> {
  const invoices = totals(
    effects,
    (e) => e.invoiceId,
    () => 1,
  );
  if (invoices.ids.length > 0) {
    // The paid dates of all of them in one pass over their links (not a lookup per invoice).
    await tx.execute(sql`with d as (select * from unnest(${intArray(invoices.ids)}::int[],
          ${intArray(invoices.amounts)}::int[]) as d(id, amount)),
        last as (select c.invoice_id, max(p.date) as paid from payment_connects c
          join payments p on p.owner_id = c.owner_id and p.id = c.payment_id and p.deleted = 0
          where c.owner_id = ${ownerId} and c.invoice_id in (select id from d) and c.verified = 1
            and c.deleted = 0
          group by c.invoice_id)
      update invoices i set amount_open = i.amount_open - d.amount, updated_at = now(),
        paid_date = case when i.amount_open - d.amount = 0 then last.paid end
      from d left join last on last.invoice_id = d.id
      where i.owner_id = ${ownerId} and i.id = d.id`);
  }
  const purchases = totals(
    effects,
    (e) => e.purchaseId,
    () => 1,
  );
  if (purchases.ids.length > 0) {
    await tx.execute(sql`update purchases u set amount_open = u.amount_open - d.amount, updated_at = now()
      from unnest(${intArray(purchases.ids)}::int[], ${intArray(purchases.amounts)}::int[]) as d(id, amount)
      where u.owner_id = ${ownerId} and u.id = d.id`);
  }
  const payments = totals(
    effects,
    (e) => e.paymentId,
    (e) => (e.purchaseId > 0 ? 1 : -1),
  );
  if (payments.ids.length > 0) {
    await tx.execute(sql`update payments p set amount_open = p.amount_open + d.amount, holds_reminders = 0,
        updated_at = now()
      from unnest(${intArray(payments.ids)}::int[], ${intArray(payments.amounts)}::int[]) as d(id, amount)
      where p.owner_id = ${ownerId} and p.id = d.id`);
  }
  await bookPayments(tx, ownerId, userId, payments.ids);
}
