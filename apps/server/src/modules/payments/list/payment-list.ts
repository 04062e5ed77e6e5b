import {
  decimalTextToCents,
  type TPaymentRow,
  type TPaymentsPage,
  type ZPaymentsPagedRequest,
} from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { paymentRowsSql } from './payment-queries.ts';
import { rangeTotals, type Totals } from './payment-totals.ts';

type Request = z.infer<typeof ZPaymentsPagedRequest>;

/** The most rows one answer holds ("all" pages included). */
const MAX_LIST_ROWS = 100_000;

const ORDER_COLUMNS = {
  date: sql`p.date`,
  amount: sql`p.amount`,
  amountOpen: sql`p.amount_open`,
  cpName: sql`lower(p.cp_name)`,
} as const;

/** A search word that reads as an amount ('12,50', '-1.234,56', '250') finds payments of that amount, in or out. */
function amountOf(word: string): number | null {
  const parsed = decimalTextToCents(word, word.includes(',') ? ',' : '.');
  return parsed.ok && Math.abs(parsed.cents) <= 2_000_000_000 ? Math.abs(parsed.cents) : null;
}

/** Payments with a link that waits for a person (payment_connects_suggested_idx). */
const suggestedSql = (ownerId: number) => sql`p.id in (select c.payment_id from payment_connects c
  where c.owner_id = ${ownerId} and c.verified = 0 and c.deleted = 0)`;

/** The state filter as conditions an index can serve (stateSql is the same rule as a value). */
function stateCondition(ownerId: number, state: Request['state']): SQL | null {
  if (state === 'matched') return sql`p.amount_open = 0`;
  if (state === 'suggested') return sql`p.amount_open <> 0 and ${suggestedSql(ownerId)}`;
  if (state === 'unmatched') return sql`p.amount_open <> 0 and not (${suggestedSql(ownerId)})`;
  return null;
}

/** The filters but the date range and the state: owner, not deleted, hidden, direction, account. */
function baseSql(ownerId: number, request: Request): SQL {
  const conditions: SQL[] = [sql`p.owner_id = ${ownerId} and p.deleted = 0`];
  if (request.hidden !== 2) conditions.push(sql`p.hidden = ${request.hidden}`);
  if (request.direction === 'in') conditions.push(sql`p.amount > 0`);
  if (request.direction === 'out') conditions.push(sql`p.amount < 0`);
  if (request.accountId >= 0) conditions.push(sql`p.account_id = ${request.accountId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The payments of the range that hold every search word in their name, description or IBAN (or, a word that reads as
 * an amount, of that amount in or out): payment_search (migration 0025) finds them through the trigram and amount
 * indexes, which row-level security keeps a LIKE from. A word holds no space, so it is in the three texts together
 * only when it is in one of them.
 */
function searchedSql(search: string, range: readonly [string, string]): SQL {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const amounts = JSON.stringify(words.map(amountOf));
  return sql`payment_search(${range[0]}::date, ${range[1]}::date, ${JSON.stringify(words)}::jsonb, ${amounts}::jsonb)`;
}

const totalsSql = sql`count(*)::int as count, coalesce(sum(p.amount) filter (where p.amount > 0), 0) as "totalIn",
  coalesce(sum(p.amount) filter (where p.amount < 0), 0) as "totalOut", coalesce(sum(p.amount_open), 0) as "totalOpen"`;

/**
 * paymentsDateRange: the count and totals of every match, then one page in order, with its names and states. Without
 * a search (and but for the suggested ones) the count and totals come from the month sums (payment-totals.ts) and the
 * page is read in order from payments_date_idx. A search or the suggested state are found once (the trigram and
 * amount indexes, the waiting links), and counted and paged from that one pass.
 */
export async function paymentsPage(tx: Db, ownerId: number, request: Request): Promise<TPaymentsPage> {
  const today = todayIso();
  const range = [request.startDate ?? startOfMonth(today), request.endDate ?? endOfMonth(today)] as const;
  const base = baseSql(ownerId, request);
  const state = stateCondition(ownerId, request.state);
  const dates = sql`p.date between ${range[0]}::date and ${range[1]}::date`;
  const where = sql.join([base, dates, ...(state ? [state] : [])], sql` and `);
  const limit = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const offset = (request.page - 1) * limit;
  const direction = sql.raw(request.descending ? 'desc' : 'asc');
  const order = sql`${ORDER_COLUMNS[request.orderBy]} ${direction}, p.id ${direction}`;
  let totals: Totals | undefined;
  let ids: SQL | null = null;
  if (request.search.trim() === '' && request.state !== 'suggested') {
    const unmatched = request.state === 'unmatched';
    const open = request.state === 'all' ? null : unmatched ? 1 : 0;
    const rows = open === null ? base : sql`${base} and p.amount_open ${sql.raw(open ? '<>' : '=')} 0`;
    // Unmatched: the open payments less those with a waiting link.
    const less = unmatched ? sql`${base} and ${dates} and p.amount_open <> 0 and ${suggestedSql(ownerId)}` : undefined;
    totals = await rangeTotals(tx, ownerId, range, { ...request, open }, rows, less);
    if (offset < (totals?.count ?? 0))
      ids = sql`(select p.id, row_number() over (order by ${order}) as ord from payments p where ${where}
        order by ${order} limit ${limit} offset ${offset}) ids`;
  } else {
    const [found] = await queryRows<Totals & { ids: string }>(
      tx,
      sql`with p as materialized (select p.id, p.date, p.amount, p.amount_open, p.cp_name
          from ${request.search.trim() === '' ? sql`payments` : searchedSql(request.search, range)} p where ${where})
        select ${totalsSql}, (select coalesce(json_agg(page.id order by page.n), '[]')::text
          from (select p.id, row_number() over (order by ${order}) as n from p order by ${order}
            limit ${limit} offset ${offset}) page) as ids
        from p`,
    );
    totals = found;
    const list = JSON.parse(found?.ids ?? '[]') as number[];
    if (list.length > 0) ids = sql`unnest(${`{${list.join(',')}}`}::int[]) with ordinality as ids(id, ord)`;
  }
  const rows = ids ? await queryRows<TPaymentRow>(tx, paymentRowsSql(ownerId, ids, sql`ids.ord`)) : [];
  return {
    payments: rows,
    count: totals?.count ?? 0,
    totalIn: Number(totals?.totalIn ?? 0),
    totalOut: Number(totals?.totalOut ?? 0),
    totalOpen: Number(totals?.totalOpen ?? 0),
  };
}
