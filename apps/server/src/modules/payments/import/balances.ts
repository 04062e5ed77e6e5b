import type { TBankBalance } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { listItems } from '../../owner-lists/index.ts';

interface Sums {
  account_id: number;
  to_date: number;
  to_statement: number;
  statement_balance: number | null;
  statement_date: string | null;
}

/**
 * bankBalances {date} (Payments/SaldoDate): per bank account its initial balance plus its payments (not deleted) from
 * the initial balance date through the date, and the closing balance of its last statement closing on or before the
 * date. The difference compares like with like: our balance on the statement's own closing date against it.
 */
export async function bankBalances(ctx: CallContext, date: string): Promise<TBankBalance[]> {
  const accounts = await listItems(ctx.tx, ctx.ownerId, 'bankAccounts');
  if (accounts.length === 0) return [];
  const values = accounts.map(
    (account) => sql`(${Number(account.id)}::int, ${String(account.initialBalanceDate)}::date)`,
  );
  const sums = await queryRows<Sums>(
    ctx.tx,
    sql`with account(id, since) as (values ${sql.join(values, sql`, `)}),
      statement as (
        select distinct on (s.account_id) s.account_id, s.closing_balance, s.closing_date
        from bank_statements s join account a on a.id = s.account_id
        where s.owner_id = ${ctx.ownerId} and s.closing_balance is not null and s.closing_date <= ${date}::date
        order by s.account_id, s.closing_date desc, s.id desc
      )
      select a.id as account_id,
        coalesce((select sum(p.amount) from payments p where p.owner_id = ${ctx.ownerId} and p.deleted = 0
          and p.account_id = a.id and p.date >= a.since and p.date <= ${date}::date), 0)::bigint as to_date,
        coalesce((select sum(p.amount) from payments p where p.owner_id = ${ctx.ownerId} and p.deleted = 0
          and p.account_id = a.id and p.date >= a.since and p.date <= st.closing_date), 0)::bigint as to_statement,
        st.closing_balance as statement_balance, to_char(st.closing_date, 'YYYY-MM-DD') as statement_date
      from account a left join statement st on st.account_id = a.id`,
  );
  const byAccount = new Map(sums.map((row) => [Number(row.account_id), row]));
  return accounts.map((account) => {
    const row = byAccount.get(Number(account.id));
    const initialBalance = Number(account.initialBalance ?? 0);
    const payments = Number(row?.to_date ?? 0);
    const statementBalance = row?.statement_balance === null || !row ? null : Number(row.statement_balance);
    return {
      accountId: Number(account.id),
      name: account.name,
      iban: String(account.iban ?? ''),
      initialBalance,
      initialBalanceDate: String(account.initialBalanceDate ?? ''),
      payments,
      balance: initialBalance + payments,
      statementBalance,
      statementDate: row?.statement_date ?? null,
      difference: statementBalance === null ? null : initialBalance + Number(row?.to_statement ?? 0) - statementBalance,
    };
  });
}
