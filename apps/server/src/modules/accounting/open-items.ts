import { LEDGER_AGING_BUCKETS, ledgerAgingBucket, type TOpenItems, type TOpenItemsParty } from '@backoffice/domain';
import { diffDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { accountingSettingsOf } from './settings-store.ts';

// AccountsReceivable and AccountsPayable (issue 20) from the ledger: the lines on the debtors (creditors) account
// dated on or before the day, per customer (supplier) and document number, and what is left of each. A payment booked
// on the account with the invoice's number settles it; a document settled in full drops out. The age is counted from
// the document's first book date.

type Side = TOpenItems['side'];

interface ItemRow {
  party_id: number;
  document_number: string;
  date: string;
  amount: string;
  party_number: number | null;
  party_name: string | null;
}

const zeroBuckets = () =>
  Object.fromEntries(LEDGER_AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    (typeof LEDGER_AGING_BUCKETS)[number],
    number
  >;

export async function openItemsReport(tx: Db, ownerId: number, side: Side, day: string | null): Promise<TOpenItems> {
  const date = day ?? todayIso();
  const settings = await accountingSettingsOf(tx, ownerId);
  const receivable = side === 'receivable';
  const accountId = receivable ? settings.debtorsAccountId : settings.creditorsAccountId;
  // What is owed: debit - credit on the debtors account, credit - debit on the creditors account.
  const open = receivable ? sql`sum(b.debit - b.credit)` : sql`sum(b.credit - b.debit)`;
  const party = receivable ? sql.raw('customer_id') : sql.raw('supplier_id');
  const parties = receivable ? sql.raw('customers') : sql.raw('suppliers');
  const rows = await queryRows<ItemRow>(
    tx,
    sql`select i.*, p.number as party_number, p.name as party_name from (
        select b.${party} as party_id, b.document_number, min(b.date)::text as date, ${open}::bigint as amount
        from bookings b
        where b.owner_id = ${ownerId} and b.account_id = ${accountId} and b.date <= ${date}::date
        group by b.${party}, b.document_number having ${open} <> 0
      ) i
      left join ${parties} p on p.owner_id = ${ownerId} and p.id = i.party_id
      order by p.name, i.party_id, i.date, i.document_number`,
  );
  const byParty = new Map<number, TOpenItemsParty>();
  const totals = { items: 0, ...zeroBuckets(), total: 0 };
  for (const row of rows) {
    let entry = byParty.get(row.party_id);
    if (!entry) {
      entry = {
        partyId: row.party_id,
        partyNumber: row.party_number ?? 0,
        partyName: row.party_name ?? '',
        items: [],
        ...zeroBuckets(),
        total: 0,
      };
      byParty.set(row.party_id, entry);
    }
    const amount = Number(row.amount);
    const days = diffDays(row.date, date);
    const bucket = ledgerAgingBucket(days);
    entry.items.push({
      partyId: row.party_id,
      documentNumber: row.document_number,
      date: row.date,
      days,
      bucket,
      amount,
    });
    for (const target of [entry, totals]) {
      target[bucket] += amount;
      target.total += amount;
    }
    totals.items += 1;
  }
  return { side, date, parties: [...byParty.values()], totals };
}
