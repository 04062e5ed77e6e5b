import type { TPaymentOpenItem, ZPaymentOpenItemsRequest } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like.ts';
import { fail } from '../../../platform/errors.ts';

type Request = z.infer<typeof ZPaymentOpenItemsRequest>;

const LIMIT = 50;

/**
 * paymentOpenItems: the open invoices and purchases a payment may be linked to, oldest first: those of its customer or
 * supplier (partyOnly) or any, narrowed by a word found in the number, the supplier's invoice number or the name.
 */
export async function paymentOpenItems(tx: Db, ownerId: number, request: Request): Promise<TPaymentOpenItem[]> {
  const [payment] = await queryRows<{ customer_id: number; supplier_id: number }>(
    tx,
    sql`select customer_id, supplier_id from payments where owner_id = ${ownerId} and id = ${request.paymentId}
      and deleted = 0`,
  );
  if (!payment) throw fail('record.notFound', { entity: 'Payment', id: request.paymentId });
  const word = request.search.trim().toLowerCase();
  const like = containsPattern(word);
  const invoiceParty = request.partyOnly ? sql`and i.customer_id = ${payment.customer_id}` : sql``;
  const purchaseParty = request.partyOnly ? sql`and u.supplier_id = ${payment.supplier_id}` : sql``;
  const invoiceWord = word ? sql`and (i.number::text like ${like} or lower(c.name) like ${like})` : sql``;
  const purchaseWord = word
    ? sql`and (u.number::text like ${like} or lower(u.invoice_no) like ${like} or lower(s.name) like ${like})`
    : sql``;
  return queryRows<TPaymentOpenItem>(
    tx,
    sql`(select 'invoice' as kind, i.id, i.number, '' as "invoiceNo", coalesce(c.name, '') as "partyName",
          i.invoice_date::text as date, i.amount_incl_vat as amount, i.amount_open as "amountOpen"
        from invoices i left join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
        where i.owner_id = ${ownerId} and i.status > 0 and i.deleted = 0 and i.amount_open <> 0
          ${invoiceParty} ${invoiceWord}
        order by i.invoice_date, i.id limit ${LIMIT})
      union all
      (select 'purchase', u.id, u.number, u.invoice_no, coalesce(s.name, ''), u.invoice_date::text,
          u.amount_incl_vat, u.amount_open
        from purchases u left join suppliers s on s.owner_id = u.owner_id and s.id = u.supplier_id
        where u.owner_id = ${ownerId} and u.status = 1 and u.deleted = 0 and u.amount_open <> 0
          ${purchaseParty} ${purchaseWord}
        order by u.invoice_date, u.id limit ${LIMIT})`,
  );
}
