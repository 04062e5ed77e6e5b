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
import { paymentRowsSql, stateSql } from './payment-queries.ts';

type Request = z.infer<typeof ZPaymentsPagedRequest>;

/** The most rows one answer holds ("all" pages included). */
const MAX_LIST_ROWS = 100_000;

const ORDER_COLUMNS = {
  date: sql`p.date`,
  amount: sql`p.amount`,
  amountOpen: sql`p.amount_open`,
  cpName: sql`lower(p.cp_name)`,
} as const;

/**
 * The texts a search word is looked for in, as payments_search_trgm_idx holds them (a trigram index: a word anywhere
 * in them is found without reading every payment of the range).
 */
const SEARCH_TEXT = sql`lower(p.cp_name || ' ' || p.description || ' ' || p.cp_iban)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search word that reads as an amount ('12,50', '-1.234,56', '250') finds payments of that amount, in or out. */
function amountOf(word: string): number | null {
  if (!/^-?[0-9][0-9.,]*$/.test(word)) return null;
  const parsed = decimalTextToCents(word, word.includes(',') ? ',' : '.');
  return parsed.ok && Math.abs(parsed.cents) <= 2_000_000_000 ? Math.abs(parsed.cents) : null;
}

/** The filters (owner, not deleted, the date range: the current month when empty, then the screen's choices). */
function whereSql(ownerId: number, request: Request): SQL {
  const today = todayIso();
  const conditions: SQL[] = [
    sql`p.owner_id = ${ownerId} and p.deleted = 0`,
    sql`p.date between ${request.startDate ?? startOfMonth(today)}::date and ${request.endDate ?? endOfMonth(today)}::date`,
  ];
  if (request.hidden !== 2) conditions.push(sql`p.hidden = ${request.hidden}`);
  if (request.direction === 'in') conditions.push(sql`p.amount > 0`);
  if (request.direction === 'out') conditions.push(sql`p.amount < 0`);
  if (request.accountId >= 0) conditions.push(sql`p.account_id = ${request.accountId}`);
  if (request.state !== 'all') conditions.push(sql`${stateSql} = ${request.state}`);
  for (const word of request.search.toLowerCase().split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    const cents = amountOf(word);
    // The first test is the one payments_search_trgm_idx answers (a word is in the three texts together); the
    // others say in which one, as before.
    const text = sql`(${SEARCH_TEXT} like ${like} and (lower(p.cp_name) like ${like} or lower(p.description) like ${like}
      or lower(p.cp_iban) like ${like}))`;
    conditions.push(cents === null ? text : sql`(${text} or abs(p.amount) = ${cents})`);
  }
  return sql.join(conditions, sql` and `);
}

interface Totals {
  count: number;
  totalIn: string;
  totalOut: string;
  totalOpen: string;
}

const totalsSql = sql`count(*)::int as count, coalesce(sum(p.amount) filter (where p.amount > 0), 0) as "totalIn",
  coalesce(sum(p.amount) filter (where p.amount < 0), 0) as "totalOut", coalesce(sum(p.amount_open), 0) as "totalOpen"`;

/**
 * paymentsDateRange: the count and totals of every match, then one page in order, with its names and states. The
 * date range alone (with account, direction, hidden) is counted from payments_date_idx alone and its page read in
 * order from the same index. A search or a state needs each payment's row or links: the matches are then found once,
 * and counted and paged from that one pass.
 */
export async function paymentsPage(tx: Db, ownerId: number, request: Request): Promise<TPaymentsPage> {
  const where = whereSql(ownerId, request);
  const limit = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const offset = (request.page - 1) * limit;
  const direction = sql.raw(request.descending ? 'desc' : 'asc');
  const order = sql`${ORDER_COLUMNS[request.orderBy]} ${direction}, p.id ${direction}`;
  let totals: Totals | undefined;
  let ids: SQL | null = null;
  if (request.search.trim() === '' && request.state === 'all') {
    [totals] = await queryRows<Totals>(tx, sql`select ${totalsSql} from payments p where ${where}`);
    if (offset < (totals?.count ?? 0))
      ids = sql`(select p.id, row_number() over (order by ${order}) as ord from payments p where ${where}
        order by ${order} limit ${limit} offset ${offset}) ids`;
  } else {
    const [found] = await queryRows<Totals & { ids: string }>(
      tx,
      sql`with p as materialized (select p.id, p.date, p.amount, p.amount_open, p.cp_name from payments p
          where ${where})
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
