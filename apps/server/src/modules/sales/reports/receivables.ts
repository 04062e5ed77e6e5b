import { type OpenItem, receivableRows, type TAccountReceivable } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

/**
 * accountReceivable: every invoiced invoice dated on or before `date` with what was open on that day. Open on the day
 * is what is open now plus what was paid after it (a payment connect whose payment is dated later); for invoices paid
 * by hand or by bank that is the amount less the payments up to the day, and an imported invoice that came in paid
 * (no payments recorded) stays paid. An invoice settled on or before the day is left out before the payments are read.
 */
export async function accountReceivable(tx: Db, ownerId: number, date: string): Promise<TAccountReceivable> {
  const items = await queryRows<OpenItem>(
    tx,
    sql`select * from (
        select i.customer_id as "customerId", c.number as "customerNumber", c.name as "customerName",
          i.invoice_date::text as "invoiceDate", i.expiry_date::text as "expiryDate",
          (i.amount_open + coalesce((select sum(pc.amount) from payment_connects pc
            join payments p on p.owner_id = pc.owner_id and p.id = pc.payment_id and p.deleted = 0
            where pc.owner_id = i.owner_id and pc.invoice_id = i.id and pc.deleted = 0 and p.date > ${date}::date), 0))::int
            as "open"
        from invoices i
        join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
        where i.owner_id = ${ownerId} and i.deleted = 0 and i.status > 0 and i.invoice_date <= ${date}::date
          and (i.amount_open <> 0 or i.paid_date is null or i.paid_date > ${date}::date)
      ) items where "open" <> 0`,
  );
  return receivableRows(items, date);
}
