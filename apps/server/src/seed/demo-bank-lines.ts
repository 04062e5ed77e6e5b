import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { readStored } from '../modules/owner-lists/index.ts';
import { analysePayments } from '../modules/payments/index.ts';

// Two months of the demo owner's bank statement lines (issue 19): the customers' payments of the last two months arrive
// on its bank account as imported lines (already matched), and a few lines wait on Payments for someone to look:
// part of an open invoice paid with its number in the description (a suggestion), a refund nothing matches, and
// two outgoing lines; none holds reminders.

const DEMO_IBAN = 'NL91ABNA0417164300';

export async function seedDemoBankLines(tx: Db, ownerId: number): Promise<void> {
  const account = (await readStored(tx, ownerId, 'bankAccounts')).find((item) => item.iban === DEMO_IBAN);
  if (!account) return;
  const accountId = Number(account.id);
  const since = addDays(todayIso(), -62);
  // The invoices paid by hand in the demo become the bank's lines of the month, from the customer's own account.
  await tx.execute(sql`update payments p set account_id = ${accountId}, line_key = 'demo-' || p.id,
      cp_name = c.name, cp_iban = coalesce(upper(c.bank_accounts->>0), ''), value_date = p.date,
      sequence_number = p.id, transaction_code = 'PMNT-RCDT-ESCT', updated_at = now()
    from customers c
    where p.owner_id = ${ownerId} and p.account_id = 0 and p.date >= ${since} and p.deleted = 0
      and c.owner_id = p.owner_id and c.id = p.customer_id`);
  const open = await queryRows<{ number: number; amount: number; name: string }>(
    tx,
    sql`select i.number, i.amount_open as amount, c.name
      from invoices i join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
      where i.owner_id = ${ownerId} and i.status > 0 and i.deleted = 0 and i.amount_open > 0
      order by i.invoice_date, i.id limit 1`,
  );
  const today = todayIso();
  const line = (n: number, date: string, amount: number, cpName: string, description: string, cpIban = '') => ({
    ownerId,
    accountId,
    date,
    valueDate: date,
    amount,
    amountOpen: amount,
    cpName,
    cpIban,
    description,
    lineKey: `demo-waiting-${n}`,
    sequenceNumber: 900_000 + n,
    transactionCode: amount > 0 ? 'PMNT-RCDT-ESCT' : 'PMNT-ICDT-ESCT',
  });
  const waiting = [
    line(2, addDays(today, -6), 18_950, 'Belastingdienst', 'Teruggaaf omzetbelasting 3e kwartaal'),
    line(3, addDays(today, -4), -8_712, 'Shell Nederland', 'Brandstof werkbus 1', 'NL20INGB0001234567'),
    line(4, addDays(today, -2), -1_995, 'KPN B.V.', 'Mobiele telefonie november', 'NL42ABNA0459999999'),
  ];
  const first = open[0];
  // Half of the oldest open invoice, its number in the description, from an account the demo does not know (so it
  // holds no reminders: the browser tests send the demo's reminders): the matching suggests it, a person confirms.
  if (first)
    waiting.push(
      line(1, addDays(today, -3), Math.floor(first.amount / 2), first.name, `Deelbetaling factuur ${first.number}`),
    );
  const inserted = await tx.insert(payments).values(waiting).returning({ id: payments.id });
  await analysePayments(
    { tx, ownerId, userId: 0 },
    inserted.map((row) => row.id),
  );
  await seedDemoStatement(
    tx,
    ownerId,
    accountId,
    Number(account.initialBalance ?? 0),
    String(account.initialBalanceDate),
  );
}

/**
 * The statement those lines came in, up to yesterday, with the balances the bank would state, so that the balance per
 * date (Payments/SaldoDate) shows the comparison with the bank and no difference.
 */
async function seedDemoStatement(tx: Db, ownerId: number, accountId: number, initial: number, since: string) {
  const from = addDays(todayIso(), -62);
  const to = addDays(todayIso(), -1);
  const balanceOn = (
    day: string,
  ) => sql`${initial} + coalesce((select sum(amount) from payments where owner_id = ${ownerId}
      and account_id = ${accountId} and deleted = 0 and date >= ${since}::date and date <= ${day}::date), 0)`;
  const [statement] = await queryRows<{ id: number }>(
    tx,
    sql`insert into bank_statements (owner_id, account_id, statement_ref, file_name, format, from_date, to_date,
        opening_balance, opening_date, closing_balance, closing_date, lines, imported)
      select ${ownerId}, ${accountId}, ${`demo-${to}`}, 'demo-camt053.xml', 'camt.053', ${from}::date, ${to}::date,
        ${balanceOn(addDays(from, -1))}, ${addDays(from, -1)}::date, ${balanceOn(to)}, ${to}::date,
        count(*), count(*)
      from payments where owner_id = ${ownerId} and account_id = ${accountId} and date between ${from}::date and ${to}::date
      returning id`,
  );
  if (statement)
    await tx.execute(sql`update payments set statement_id = ${statement.id} where owner_id = ${ownerId}
      and account_id = ${accountId} and date between ${from}::date and ${to}::date`);
}
