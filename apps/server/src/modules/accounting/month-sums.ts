import { addDays, diffDays, endOfMonth, startOfMonth } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// Debit and credit per account up to a day ("cumulative sums"), the one read the trial balance, the balance and the
// P&L are made of: a period's sums are the sums up to its end less those up to the day before its start. At 1,000,000
// booking lines a sum over years of lines is too slow for a report (about 1.3 s), so whole months are read from
// ledger_month_sums (debit and credit per account per month, kept by a trigger on bookings) and only the days of a
// cut-off's own unfinished month from bookings_date_idx (an index-only scan of at most a month).
//
// ledger_month_sums is not in a migration yet (the lead owns them): LEDGER_MONTH_SUMS_SQL is its DDL, for migration
// 0024. Until the table exists the sums are read from the bookings alone, in one scan: slower, the same numbers.

/**
 * The summary table, its trigger (bookings are append-only, but a delete or update keeps it right too) and its fill,
 * one statement each (a prepared statement holds one; a migration file joins them with '--> statement-breakpoint').
 */
export const LEDGER_MONTH_SUMS_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS "ledger_month_sums" (
  "owner_id" integer NOT NULL,
  "month" date NOT NULL,
  "account_id" integer NOT NULL,
  "debit" bigint NOT NULL DEFAULT 0,
  "credit" bigint NOT NULL DEFAULT 0,
  CONSTRAINT "ledger_month_sums_pk" PRIMARY KEY ("owner_id", "month", "account_id")
);`,
  `CREATE OR REPLACE FUNCTION ledger_month_sums_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows in key order, so two transactions booking at once lock the sums in the same order (no deadlock).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
    SELECT owner_id, date_trunc('month', date)::date, account_id, sum(debit), sum(credit)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, month, account_id) DO UPDATE
      SET debit = ledger_month_sums.debit + excluded.debit, credit = ledger_month_sums.credit + excluded.credit;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
    SELECT owner_id, date_trunc('month', date)::date, account_id, -sum(debit), -sum(credit)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, month, account_id) DO UPDATE
      SET debit = ledger_month_sums.debit + excluded.debit, credit = ledger_month_sums.credit + excluded.credit;
  END IF;
  RETURN NULL;
END $$;`,
  `DROP TRIGGER IF EXISTS bookings_month_sums_insert ON bookings;`,
  `DROP TRIGGER IF EXISTS bookings_month_sums_update ON bookings;`,
  `DROP TRIGGER IF EXISTS bookings_month_sums_delete ON bookings;`,
  `CREATE TRIGGER bookings_month_sums_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();`,
  `CREATE TRIGGER bookings_month_sums_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();`,
  `CREATE TRIGGER bookings_month_sums_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();`,
  `TRUNCATE ledger_month_sums;`,
  `INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
  SELECT owner_id, date_trunc('month', date)::date, account_id, sum(debit), sum(credit) FROM bookings GROUP BY 1, 2, 3;`,
];

/** Debit and credit of one account up to each cut-off day (index i: cutoffs[i]), in cents. */
export interface AccountSums {
  debit: number[];
  credit: number[];
}

interface SumRow {
  account_id: number;
  [column: string]: number | string | null;
}

const sumColumns = (cutoffs: readonly string[], inRange: (i: number) => SQL) =>
  sql.join(
    cutoffs.flatMap((_, i) => [
      sql`coalesce(sum(debit) filter (where ${inRange(i)}), 0)::bigint as ${sql.raw(`d${i}`)}`,
      sql`coalesce(sum(credit) filter (where ${inRange(i)}), 0)::bigint as ${sql.raw(`c${i}`)}`,
    ]),
    sql`, `,
  );

function addRows(into: Map<number, AccountSums>, rows: SumRow[], size: number, only?: number, sign = 1) {
  for (const row of rows) {
    const sums = into.get(row.account_id) ?? { debit: Array(size).fill(0), credit: Array(size).fill(0) };
    into.set(row.account_id, sums);
    for (let i = 0; i < size; i++) {
      if (only !== undefined && i !== only) continue;
      const column = only === undefined ? i : 0;
      sums.debit[i] = (sums.debit[i] ?? 0) + sign * Number(row[`d${column}`] ?? 0);
      sums.credit[i] = (sums.credit[i] ?? 0) + sign * Number(row[`c${column}`] ?? 0);
    }
  }
}

async function hasMonthSums(tx: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select to_regclass('ledger_month_sums') is not null as found`,
  );
  return row?.found === true;
}

/** Debit and credit per account of every booking dated on or before each cut-off (accounts without any left out). */
export async function cumulativeSums(
  tx: Db,
  ownerId: number,
  cutoffs: readonly string[],
): Promise<Map<number, AccountSums>> {
  const sums = new Map<number, AccountSums>();
  if (cutoffs.length === 0) return sums;
  const last = cutoffs.reduce((a, b) => (a > b ? a : b));
  if (!(await hasMonthSums(tx))) {
    const rows = await queryRows<SumRow>(
      tx,
      sql`select account_id, ${sumColumns(cutoffs, (i) => sql`date <= ${cutoffs[i]}::date`)}
        from bookings where owner_id = ${ownerId} and date <= ${last}::date group by account_id`,
    );
    addRows(sums, rows, cutoffs.length);
    return sums;
  }
  // Each cut-off inside a month reads the shorter part of it from the lines: the days up to it (added to the months
  // before), or the days after it (taken off the months up to and including its own).
  const plans = cutoffs.map((day) => {
    const first = startOfMonth(day);
    const last = endOfMonth(day);
    const next = addDays(last, 1);
    if (day === last) return { monthsBefore: next };
    if (diffDays(day, last) < diffDays(first, day) + 1)
      return { monthsBefore: next, lines: [addDays(day, 1), last], sign: -1 };
    return { monthsBefore: first, lines: [first, day], sign: 1 };
  });
  const lastMonth = plans.reduce((a, b) => (a > b.monthsBefore ? a : b.monthsBefore), '');
  const months = await queryRows<SumRow>(
    tx,
    sql`select account_id, ${sumColumns(cutoffs, (i) => sql`month < ${plans[i]?.monthsBefore}::date`)}
      from ledger_month_sums where owner_id = ${ownerId} and month < ${lastMonth}::date group by account_id`,
  );
  addRows(sums, months, cutoffs.length);
  for (const [i, plan] of plans.entries()) {
    if (!plan.lines) continue;
    const days = await queryRows<SumRow>(
      tx,
      sql`select account_id, sum(debit)::bigint as d0, sum(credit)::bigint as c0 from bookings
        where owner_id = ${ownerId} and date >= ${plan.lines[0]}::date and date <= ${plan.lines[1]}::date
        group by account_id`,
    );
    addRows(sums, days, cutoffs.length, i, plan.sign);
  }
  return sums;
}

/**
 * Debit and credit per account of the bookings dated from `startDate` to `endDate`: with the summary, the sums up to
 * the end less those up to the day before the start; without it, one range scan of bookings_date_idx.
 */
export async function periodSums(
  tx: Db,
  ownerId: number,
  startDate: string,
  endDate: string,
): Promise<Map<number, { debit: number; credit: number }>> {
  const sums = new Map<number, { debit: number; credit: number }>();
  if (!(await hasMonthSums(tx))) {
    const rows = await queryRows<SumRow>(
      tx,
      sql`select account_id, sum(debit)::bigint as d0, sum(credit)::bigint as c0 from bookings
        where owner_id = ${ownerId} and date >= ${startDate}::date and date <= ${endDate}::date group by account_id`,
    );
    for (const row of rows) sums.set(row.account_id, { debit: Number(row.d0), credit: Number(row.c0) });
    return sums;
  }
  const cumulative = await cumulativeSums(tx, ownerId, [endDate, addDays(startDate, -1)]);
  for (const [accountId, { debit, credit }] of cumulative) {
    const period = { debit: (debit[0] ?? 0) - (debit[1] ?? 0), credit: (credit[0] ?? 0) - (credit[1] ?? 0) };
    if (period.debit !== 0 || period.credit !== 0) sums.set(accountId, period);
  }
  return sums;
}
