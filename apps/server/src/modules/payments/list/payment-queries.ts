import type { TPaymentRow } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { fail } from '../../../platform/errors.ts';

// A payment as the list and the dialog show it: its columns, the names of its customer and supplier, and its state.

/** Matched: nothing open; suggested: links wait for a person; unmatched: open without a suggestion. */
const stateSql = sql`case when p.amount_open = 0 then 'matched'
  when exists (select 1 from payment_connects c where c.owner_id = p.owner_id and c.payment_id = p.id
    and c.verified = 0 and c.deleted = 0) then 'suggested' else 'unmatched' end`;

/** The row columns of payments `p` (customers `c`, suppliers `s` joined by paymentRowsSql). */
const rowColumns = sql`p.id, p.account_id as "accountId", p.date::text as date, p.value_date::text as "valueDate",
  p.amount, p.amount_open as "amountOpen", p.customer_id as "customerId", coalesce(c.name, '') as "customerName",
  p.supplier_id as "supplierId", coalesce(s.name, '') as "supplierName", p.description, p.cp_name as "cpName",
  p.cp_address as "cpAddress", p.cp_iban as "cpIban", p.cp_bic as "cpBic",
  p.structured_reference as "structuredReference", p.sequence_number as "sequenceNumber",
  p.balance_after::float8 as "balanceAfter", p.line_key is not null as "bankLine", p.hidden, p.duplicate, p.exported,
  p.holds_reminders as "holdsReminders", ${stateSql} as state`;

/** The payments of `ids` (a relation with an `id` column and an `ord` to keep), as rows. */
export function paymentRowsSql(ownerId: number, from: SQL, order: SQL): SQL {
  return sql`select ${rowColumns} from ${from}
    join payments p on p.owner_id = ${ownerId} and p.id = ids.id
    left join customers c on c.owner_id = p.owner_id and c.id = p.customer_id and p.customer_id > 0
    left join suppliers s on s.owner_id = p.owner_id and s.id = p.supplier_id and p.supplier_id > 0
    order by ${order}`;
}

/** One live payment of the owner, or 404. */
export async function findPaymentRow(tx: Db, ownerId: number, id: number): Promise<TPaymentRow> {
  const [row] = await queryRows<TPaymentRow>(
    tx,
    paymentRowsSql(
      ownerId,
      sql`(select id from payments where owner_id = ${ownerId} and id = ${id} and deleted = 0) ids`,
      sql`p.id`,
    ),
  );
  if (!row) throw fail('record.notFound', { entity: 'Payment', id });
  return row;
}
