import { addDays, diffDays, endOfMonth, startOfMonth } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// Debit and credit per account up to a day ("cumulative sums"), the one read the trial balance, the balance and the
// P&L are made of: a period's sums are the sums up to its end less those up to the day before its start. At 1,000,000
// booking lines a sum over years of lines is too slow for a report (about 1.3 s), so whole months are read from
// ledger_month_sums (debit and credit per account per month, kept by triggers on bookings: migration 0024) and only
// the shorter part of a cut-off's own month from bookings_date_idx (an index-only scan of at most half a month).

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

/** Debit and credit per account of every booking dated on or before each cut-off (accounts without any left out). */
export async function cumulativeSums(
  tx: Db,
  ownerId: number,
  cutoffs: readonly string[],
): Promise<Map<number, AccountSums>> {
  const sums = new Map<number, AccountSums>();
  if (cutoffs.length === 0) return sums;
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
 * Debit and credit per account of the bookings dated from `startDate` to `endDate`: the sums up to the end less those
 * up to the day before the start.
 */
export async function periodSums(
  tx: Db,
  ownerId: number,
  startDate: string,
  endDate: string,
): Promise<Map<number, { debit: number; credit: number }>> {
  const sums = new Map<number, { debit: number; credit: number }>();
  const cumulative = await cumulativeSums(tx, ownerId, [endDate, addDays(startDate, -1)]);
  for (const [accountId, { debit, credit }] of cumulative) {
    const period = { debit: (debit[0] ?? 0) - (debit[1] ?? 0), credit: (credit[0] ?? 0) - (credit[1] ?? 0) };
    if (period.debit !== 0 || period.credit !== 0) sums.set(accountId, period);
  }
  return sums;
}
