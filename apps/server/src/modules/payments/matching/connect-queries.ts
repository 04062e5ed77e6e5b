import { parseMatchReasons, type TPaymentConnectRow } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

/** The live links (verified and suggested) matching `where` on connects `c`, strongest first, with their item. */
export async function connectRows(tx: Db, ownerId: number, where: SQL): Promise<TPaymentConnectRow[]> {
  const rows = await queryRows<Omit<TPaymentConnectRow, 'reasons'> & { reason: string }>(
    tx,
    sql`select c.id, c.payment_id as "paymentId", c.invoice_id as "invoiceId", c.purchase_id as "purchaseId",
        c.amount, c.score, c.reason, c.verified, c.exported, coalesce(i.number, u.number, 0) as number,
        coalesce(u.invoice_no, '') as "invoiceNo", coalesce(ic.name, s.name, '') as "partyName",
        coalesce(i.invoice_date, u.invoice_date)::text as "itemDate",
        coalesce(i.amount_incl_vat, u.amount_incl_vat, 0) as "itemAmount",
        coalesce(i.amount_open, u.amount_open, 0) as "itemOpen", p.date::text as "paymentDate"
      from payment_connects c
      join payments p on p.owner_id = c.owner_id and p.id = c.payment_id
      left join invoices i on i.owner_id = c.owner_id and i.id = c.invoice_id and c.invoice_id > 0
      left join customers ic on ic.owner_id = i.owner_id and ic.id = i.customer_id
      left join purchases u on u.owner_id = c.owner_id and u.id = c.purchase_id and c.purchase_id > 0
      left join suppliers s on s.owner_id = u.owner_id and s.id = u.supplier_id
      where c.owner_id = ${ownerId} and c.deleted = 0 and ${where}
      order by c.verified desc, c.score desc, c.id`,
  );
  return rows.map(({ reason, ...row }) => ({ ...row, reasons: parseMatchReasons(reason) }));
}
