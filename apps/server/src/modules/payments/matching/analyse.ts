import { NEAR_DATE_DAYS, PAYMENT_SETTINGS_DEFAULTS, ZPaymentSettings } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { paymentConnects } from '../../../db/schema/index.ts';
import { insertStatements } from '../../../platform/bulk-insert.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { ownerSettingOf } from '../../settings/index.ts';
import { planLinks } from './allocate.ts';
import { jsonList, readCandidates } from './candidates.ts';
import { applyConnectEffects, intArray } from './settle.ts';

/** The owner's Payments settings (owners.settings.paymentSettings); unset, the defaults. */
export const paymentSettingsOf = (tx: Db, ownerId: number) =>
  ownerSettingOf(tx, ownerId, 'paymentSettings', ZPaymentSettings, PAYMENT_SETTINGS_DEFAULTS);

/**
 * Who a payment is from, once known, and whether it holds reminders: a bank line of money in from a customer's known
 * account that no verified link placed holds that customer's reminders until someone looks at it. Only a payment
 * whose customer the matching finds for the first time is held, so a payment marked as seen is not held again.
 */
async function markParties(tx: Db, ownerId: number, ids: readonly number[]): Promise<void> {
  // Each step reads its rows, then writes them from arrays: the lines were written in this transaction, so the
  // planner's row counts do not know them yet, and a join of the payments with a subquery it thinks holds one row
  // became a loop over every pair (10,000 lines: minutes).
  const list = sql`unnest(${intArray(ids)}::int[]) as ids(id)`;
  const byIban = await queryRows<{ id: number; customerId: number; holds: number }>(
    tx,
    sql`with placed as (select distinct c.payment_id from ${list} join payment_connects c
        on c.owner_id = ${ownerId} and c.payment_id = ids.id and c.verified = 1 and c.deleted = 0)
      select distinct on (p.id) p.id, c.id as "customerId",
        case when p.amount > 0 and p.line_key is not null and placed.payment_id is null then 1 else 0 end as holds
      from ${list} join payments p on p.owner_id = ${ownerId} and p.id = ids.id
      left join placed on placed.payment_id = p.id
      join (select c.id, upper(replace(x.iban, ' ', '')) as iban from customers c
          cross join lateral jsonb_array_elements_text(${jsonList(sql`c.bank_accounts`)} || ${jsonList(sql`c.bank_accounts_g`)}) x(iban)
          where c.owner_id = ${ownerId} and c.deleted = 0) c on c.iban = p.cp_iban
      where p.customer_id = 0 and p.supplier_id = 0 and p.cp_iban <> '' and p.amount > 0
      order by p.id, c.id`,
  );
  if (byIban.length > 0)
    await tx.execute(sql`update payments p set customer_id = d.customer_id, holds_reminders = d.holds,
        updated_at = now()
      from unnest(${intArray(byIban.map((row) => row.id))}::int[],
        ${intArray(byIban.map((row) => row.customerId))}::int[], ${intArray(byIban.map((row) => row.holds))}::int[])
        as d(id, customer_id, holds)
      where p.owner_id = ${ownerId} and p.id = d.id`);
  // Otherwise the party of its strongest link (a verified one first).
  const byLink = await queryRows<{ id: number; customerId: number; supplierId: number }>(
    tx,
    sql`select distinct on (c.payment_id) c.payment_id as id, coalesce(i.customer_id, 0) as "customerId",
        coalesce(u.supplier_id, 0) as "supplierId"
      from ${list} join payment_connects c on c.owner_id = ${ownerId} and c.payment_id = ids.id and c.deleted = 0
      join payments p on p.owner_id = c.owner_id and p.id = c.payment_id and p.customer_id = 0 and p.supplier_id = 0
      left join invoices i on i.owner_id = c.owner_id and i.id = c.invoice_id and c.invoice_id > 0
      left join purchases u on u.owner_id = c.owner_id and u.id = c.purchase_id and c.purchase_id > 0
      order by c.payment_id, c.verified desc, c.score desc, c.id`,
  );
  if (byLink.length > 0)
    await tx.execute(sql`update payments p set customer_id = d.customer_id, supplier_id = d.supplier_id,
        updated_at = now()
      from unnest(${intArray(byLink.map((row) => row.id))}::int[],
        ${intArray(byLink.map((row) => row.customerId))}::int[], ${intArray(byLink.map((row) => row.supplierId))}::int[])
        as d(id, customer_id, supplier_id)
      where p.owner_id = ${ownerId} and p.id = d.id`);
}

/**
 * analysePayments: matches the owner's open payments (not hidden, not deleted, not duplicates; or only `paymentIds`)
 * to open invoices and purchases, set-based: one read of every candidate pair, the choice in memory, then a few
 * statements for all links at once, in the caller's transaction. Earlier suggestions of these payments are replaced;
 * a link someone removed is not proposed again. Answers how many payments got a verified link and how many only
 * suggestions.
 */
export async function analysePayments(
  ctx: Pick<CallContext, 'tx' | 'ownerId' | 'userId'>,
  paymentIds?: number[],
): Promise<{ matched: number; suggested: number }> {
  const { tx, ownerId } = ctx;
  const only = paymentIds ? sql`and id = any(${intArray(paymentIds)}::int[])` : sql``;
  const open = await queryRows<{ id: number }>(
    tx,
    sql`select id from payments where owner_id = ${ownerId} and deleted = 0 and hidden = 0 and duplicate = 0
      and amount_open <> 0 ${only}`,
  );
  if (open.length === 0) return { matched: 0, suggested: 0 };
  const ids = open.map((row) => row.id);
  await tx.execute(sql`delete from payment_connects where owner_id = ${ownerId} and verified = 0 and deleted = 0
    and payment_id = any(${intArray(ids)}::int[])`);
  const settings = await paymentSettingsOf(tx, ownerId);
  const links = planLinks(await readCandidates(tx, ownerId, ids, NEAR_DATE_DAYS), settings.autoVerifyScore);
  const rows = links.map((link) => ({
    ownerId,
    paymentId: link.paymentId,
    invoiceId: link.kind === 'invoice' ? link.itemId : 0,
    purchaseId: link.kind === 'purchase' ? link.itemId : 0,
    amount: link.amount,
    score: link.score,
    reason: JSON.stringify(link.reasons),
    verified: link.verified ? 1 : 0,
  }));
  for (const statement of insertStatements(paymentConnects, rows)) await tx.execute(statement);
  await applyConnectEffects(
    tx,
    ownerId,
    ctx.userId,
    rows.filter((row) => row.verified === 1),
  );
  await markParties(tx, ownerId, ids);
  const matched = new Set(links.filter((link) => link.verified).map((link) => link.paymentId));
  const suggested = new Set(links.filter((link) => !matched.has(link.paymentId)).map((link) => link.paymentId));
  return { matched: matched.size, suggested: suggested.size };
}
