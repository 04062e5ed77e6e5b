import { addDays, diffDays, endOfMonth, startOfMonth } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

// The count and totals of a date range without a search: whole months from payment_month_sums (kept by triggers on
// payments, migration 0025), and of the first and last month only the shorter part from payments_date_idx: the days
// inside the range (added), or the days outside it (taken off the whole month). A year reads about 13 months of sums
// and at most a month of payments instead of every payment of the year.

type Days = readonly [from: string, to: string];

/** How a date range is summed: months `months` (first days, inclusive) whole, plus `add`, less `subtract`. */
export interface RangePlan {
  months: Days | null;
  add: Days[];
  subtract: Days[];
}

const days = ([from, to]: Days) => Math.max(0, diffDays(from, to) + 1);

/** The plan for the range start..end (both inclusive; empty when end is before start). */
export function rangePlan(start: string, end: string): RangePlan {
  if (end < start) return { months: null, add: [], subtract: [] };
  const first = startOfMonth(start);
  const last = startOfMonth(end);
  const before: Days = [first, addDays(start, -1)];
  const after: Days = [addDays(end, 1), endOfMonth(end)];
  if (first === last) {
    if (days([start, end]) <= days(before) + days(after)) return { months: null, add: [[start, end]], subtract: [] };
    return { months: [first, first], add: [], subtract: [before, after].filter((part) => days(part) > 0) };
  }
  const plan: RangePlan = { months: null, add: [], subtract: [] };
  let from = first;
  let to = last;
  const head: Days = [start, endOfMonth(start)];
  if (days(before) <= days(head)) {
    if (days(before) > 0) plan.subtract.push(before);
  } else {
    plan.add.push(head);
    from = addDays(endOfMonth(start), 1);
  }
  const tail: Days = [last, end];
  if (days(after) <= days(tail)) {
    if (days(after) > 0) plan.subtract.push(after);
  } else {
    plan.add.push(tail);
    to = startOfMonth(addDays(last, -1));
  }
  if (from <= to) plan.months = [from, to];
  return plan;
}

/** The list's filters as they apply to the sums (`s`) and to the payments (`p`); `open` 1 or 0, or null for both. */
export interface SumFilters {
  hidden: number;
  direction: 'all' | 'in' | 'out';
  accountId: number;
  open: 0 | 1 | null;
}

export interface Totals {
  count: number;
  totalIn: string | number;
  totalOut: string | number;
  totalOpen: string | number;
}

function sumConditions(filters: SumFilters): SQL {
  const conditions: SQL[] = [];
  if (filters.hidden !== 2) conditions.push(sql`s.hidden = ${filters.hidden}`);
  if (filters.direction !== 'all') conditions.push(sql`s.direction = ${filters.direction === 'in' ? 1 : -1}`);
  if (filters.accountId >= 0) conditions.push(sql`s.account_id = ${filters.accountId}`);
  if (filters.open !== null) conditions.push(sql`s.open = ${filters.open}`);
  return conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
}

const between = (part: Days) => sql`p.date between ${part[0]}::date and ${part[1]}::date`;

/**
 * The count and totals of the payments in start..end that pass `rows` (the payments' filters, date left out) and
 * `filters` (the same filters, on the sums); `less` (payments' conditions, the range included) counts rows to take off.
 */
export async function rangeTotals(
  tx: Db,
  ownerId: number,
  range: Days,
  filters: SumFilters,
  rows: SQL,
  less?: SQL,
): Promise<Totals | undefined> {
  const plan = rangePlan(range[0], range[1]);
  const parts: SQL[] = [];
  if (plan.months)
    parts.push(sql`select s.count as n, s.amount, s.amount_open, s.direction from payment_month_sums s
      where s.owner_id = ${ownerId} and s.month between ${plan.months[0]}::date and ${plan.months[1]}::date
        ${sumConditions(filters)}`);
  const payments = (sign: 1 | -1, where: SQL) => {
    const times = sql.raw(String(sign));
    return sql`select ${times}::bigint as n, ${times} * p.amount::bigint as amount,
        ${times} * p.amount_open::bigint as amount_open, sign(p.amount) as direction
      from payments p where ${rows} and ${where}`;
  };
  if (plan.add.length > 0) parts.push(payments(1, sql`(${sql.join(plan.add.map(between), sql` or `)})`));
  if (plan.subtract.length > 0) parts.push(payments(-1, sql`(${sql.join(plan.subtract.map(between), sql` or `)})`));
  if (less) parts.push(payments(-1, less));
  if (parts.length === 0) return { count: 0, totalIn: 0, totalOut: 0, totalOpen: 0 };
  const [totals] = await queryRows<Totals>(
    tx,
    sql`select coalesce(sum(n), 0)::int as count, coalesce(sum(amount) filter (where direction = 1), 0) as "totalIn",
        coalesce(sum(amount) filter (where direction = -1), 0) as "totalOut", coalesce(sum(amount_open), 0) as "totalOpen"
      from (${sql.join(parts, sql` union all `)}) t`,
  );
  return totals;
}
