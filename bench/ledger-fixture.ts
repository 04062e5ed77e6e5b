import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import { ensureLedgerDefaults } from '../apps/server/src/modules/accounting/index.ts';

// The ledger of the accounting benches (issue 20): `lines` booking lines for one owner, spread evenly over the last
// `years` years up to today, written set-based. Balanced documents in turn: a sale (debtors / revenue with VAT code 1 / VAT high with VAT code 1), a purchase (costs with VAT
// code 1 / VAT to claim with VAT code 1 / creditors) and a bank receipt (bank / debtors, no VAT code).

/** The default chart's account ids of an owner by number (ensureLedgerDefaults makes the chart when there is none). */
async function accountIds(database: Database, ownerId: number): Promise<Map<string, number>> {
  return withSystem(database, async (tx) => {
    await ensureLedgerDefaults(tx, ownerId);
    const rows = await queryRows<{ id: number; number: string }>(
      tx,
      sql`select id, number from ledger_accounts where owner_id = ${ownerId}`,
    );
    return new Map(rows.map((row) => [row.number, row.id]));
  });
}

export async function seedLedgerLines(database: Database, ownerId: number, lines: number, years = 4): Promise<void> {
  const ids = await accountIds(database, ownerId);
  // Inlined as literals: an untyped parameter in a CASE would be text.
  const account = (number: string) => {
    const id = ids.get(number);
    if (!id) throw new Error(`the default chart has no account ${number}`);
    return sql.raw(String(id));
  };
  const [debtors, bank, vatHigh, vatToClaim, creditors] = ['1300', '1100', '1500', '1520', '1600'].map(account);
  const revenue = account('8000');
  const costs = account('4200');
  const [diary] = await withSystem(database, (tx) =>
    queryRows<{ id: number }>(tx, sql`select id from diaries where owner_id = ${ownerId} order by number limit 1`),
  );
  // Eight lines in every three documents (3 + 3 + 2).
  const documents = Math.floor((lines * 3) / 8);
  const days = years * 365;
  // Document g: kind g % 3 (0 sale, 1 purchase, 2 receipt), dated g spread over `days` days back from today, net
  // 100.00-999.99, VAT 21 % of it. Each of its three lines is (account, debit, credit, vat code) by line number l.
  await withSystem(database, (tx) =>
    tx.execute(sql`
      insert into bookings (owner_id, diary_id, document_kind, document_id, document_number, date, account_id,
        description, debit, credit, customer_id, supplier_id, vat_code_id)
      select ${ownerId}, ${diary?.id ?? 0}, case when d.kind = 2 then 2 else d.kind end, d.g, 'B' || d.g, d.date,
        case d.kind * 3 + l
          when 0 then ${debtors} when 1 then ${revenue} when 2 then ${vatHigh}
          when 3 then ${costs} when 4 then ${vatToClaim} when 5 then ${creditors}
          when 6 then ${bank} when 7 then ${debtors} else ${debtors} end,
        'Bench ' || d.g,
        case d.kind * 3 + l
          when 0 then d.net + d.vat when 3 then d.net when 4 then d.vat when 6 then d.net + d.vat else 0 end,
        case d.kind * 3 + l
          when 1 then d.net when 2 then d.vat when 5 then d.net + d.vat when 7 then d.net + d.vat else 0 end,
        case when d.kind <> 1 then 1 + d.g % 500 else 0 end,
        case when d.kind = 1 then 1 + d.g % 200 else 0 end,
        case when d.kind * 3 + l in (1, 2, 3, 4) then 1 else 0 end
      from (
        select g, g % 3 as kind, current_date - ((g::bigint * ${days}) / ${documents})::int as date,
          (10000 + (g::bigint * 7919) % 90000)::int as net, ((10000 + (g::bigint * 7919) % 90000) * 21 + 50)::int / 100 as vat
        from generate_series(1, ${documents}) g
      ) d
      cross join generate_series(0, 2) l
      -- a receipt has two lines: its third (l = 2) is left out
      where not (d.kind = 2 and l = 2)`),
  );
  await database.db.execute(sql`vacuum analyze bookings`);
}
