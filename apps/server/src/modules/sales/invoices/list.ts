import type { TInvoiceListRow, TInvoicesPage, ZInvoicesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gt, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { customers, invoices, projects } from '../../../db/schema/index.ts';
import { WALKS, type WalkOrder, walkedPage } from './list-walks.ts';
import { customerJoin, projectJoin, selectInvoiceList, toListRow } from './queries.ts';

export type InvoicesPagedRequest = z.infer<typeof ZInvoicesPagedRequest>;

/** The most rows one answer holds ("all" pages included). */
export const MAX_LIST_ROWS = 100_000;

const ORDER_COLUMNS = {
  invoiceDate: invoices.invoiceDate,
  number: invoices.number,
  customerName: customers.name,
  customerNumber: customers.number,
  projectName: projects.name,
  expiryDate: invoices.expiryDate,
  paidDate: invoices.paidDate,
  amountExVat: invoices.amountExVat,
  amountInclVat: invoices.amountInclVat,
  amountOpen: invoices.amountOpen,
} as const;

/** The invoice date range of a request: the current month when not given (spec 001 §9). */
function dateRange(request: Pick<InvoicesPagedRequest, 'startDate' | 'endDate'>, today = todayIso()) {
  return { startDate: request.startDate ?? startOfMonth(today), endDate: request.endDate ?? endOfMonth(today) };
}

const paid = sql`(${invoices.status} > 0 and ${invoices.amountOpen} = 0)`;

const searchWords = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The invoices of the range in which each search word is in the customer's name, the project's name or the number,
 * with the columns of invoices_list_idx: invoice_search (migrations 0026, 0027) finds them through the indexes on the
 * lower-case names (trigrams for a rare word, the names alone for a common one), which row-level security keeps a LIKE
 * from. Named `invoices`, so the list's conditions apply to it.
 */
function searchedInvoices(words: string[], startDate: string, endDate: string): SQL {
  return sql`invoice_search(${startDate}::date, ${endDate}::date, ${JSON.stringify(words)}::jsonb) as invoices`;
}

function searched(search: string, startDate: string, endDate: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql`${invoices.id} in (select invoices.id from ${searchedInvoices(words, startDate, endDate)})`;
}

/** The conditions of a filtered list: owner, not deleted, invoice date range, then each filter that is not "all". */
function conditions(ownerId: number, request: InvoicesPagedRequest): SQL[] {
  const { startDate, endDate } = dateRange(request);
  const where: (SQL | undefined)[] = [
    eq(invoices.ownerId, ownerId),
    eq(invoices.deleted, 0),
    gte(invoices.invoiceDate, startDate),
    lte(invoices.invoiceDate, endDate),
    request.status >= 0 ? eq(invoices.status, request.status) : undefined,
    request.paid === 1 ? paid : request.paid === 0 ? not(paid) : undefined,
    request.sent === 2 ? undefined : request.sent ? gt(invoices.sentCount, 0) : eq(invoices.sentCount, 0),
    request.credit === 1 ? gt(invoices.creditFor, 0) : request.credit === 0 ? eq(invoices.creditFor, 0) : undefined,
    request.customerId > 0 ? eq(invoices.customerId, request.customerId) : undefined,
    searched(request.search, startDate, endDate),
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** Up to this many rows are read in two steps: the page's ids first, then those rows with their names. */
const TWO_STEP_LIMIT = 1000;

/** Above this many matches a sort by customer or project walks them in that order instead of sorting every match. */
const WALK_FROM = 5000;

const walked = (orderBy: InvoicesPagedRequest['orderBy']): orderBy is WalkOrder => orderBy in WALKS;

/**
 * The page's ids in the requested order. Every order has an index that holds the invoice date (schema/sales.ts), so
 * a page is read in order and the scan stops after it. A page past the middle is read from the other end (the count
 * is known), so the last page costs what the first does. A sort by the customer's name or number or the project's
 * name over many matches walks the customers or projects in that order (list-walks.ts).
 */
async function pageIds(
  tx: Db,
  ownerId: number,
  request: InvoicesPagedRequest,
  limit: number,
  offset: number,
  count: number,
): Promise<number[]> {
  const fromEnd = offset + limit / 2 > count / 2;
  const descending = fromEnd ? !request.descending : Boolean(request.descending);
  const start = fromEnd ? Math.max(0, count - offset - limit) : offset;
  const take = fromEnd ? Math.min(limit, count - offset) : limit;
  const direction = descending ? desc : asc;
  const where = and(...conditions(ownerId, request));
  let ids: number[];
  if (walked(request.orderBy) && count > WALK_FROM) {
    ids = await walkedPage(tx, request.orderBy, { ownerId, where, descending, take, start, count });
  } else {
    let query = tx.select({ id: invoices.id }).from(invoices).$dynamic();
    // Only a sort by the customer's or the project's fields needs its table.
    if (request.orderBy === 'customerName' || request.orderBy === 'customerNumber')
      query = query.leftJoin(customers, customerJoin(ownerId));
    if (request.orderBy === 'projectName') query = query.leftJoin(projects, projectJoin(ownerId));
    ids = (
      await query
        .where(where)
        .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(invoices.id))
        .limit(take)
        .offset(start)
    ).map((row) => row.id);
  }
  return fromEnd ? ids.reverse() : ids;
}

/**
 * The filtered rows in the requested order; `limit` and `offset` page them. A page is found on the invoices alone
 * (pageIds) and then read with its joins. A large read (an export) is one query.
 */
export async function listRows(
  tx: Db,
  ownerId: number,
  request: InvoicesPagedRequest,
  limit: number,
  offset = 0,
  count = Number.POSITIVE_INFINITY,
) {
  const direction = request.descending ? desc : asc;
  if (limit > TWO_STEP_LIMIT) {
    return (
      await selectInvoiceList(tx, ownerId)
        .where(and(...conditions(ownerId, request)))
        .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(invoices.id))
        .limit(limit)
        .offset(offset)
    ).map(toListRow);
  }
  if (offset >= count) return [];
  return readPage(tx, ownerId, await pageIds(tx, ownerId, request, limit, offset, count));
}

/** The rows of a page's ids, in that order, with their names. */
async function readPage(tx: Db, ownerId: number, page: number[]) {
  if (page.length === 0) return [];
  const rows = await selectInvoiceList(tx, ownerId).where(
    and(eq(invoices.ownerId, ownerId), inArray(invoices.id, page)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListRow(row)] : [];
  });
}

interface Totals {
  count: number;
  totalExclVat: number | string;
  totalInclVat: number | string;
  totalOpen: number | string;
}

/** The orders on columns that invoice_search answers: a searched page is read from the matches themselves. */
const SEARCHED_ORDERS = new Set(['invoiceDate', 'number', 'amountExVat', 'amountInclVat', 'amountOpen']);

/**
 * A search's count and totals, and (in an order on the columns invoice_search answers) the page's ids, in one pass
 * over the matches, as the payments list does: the search is done once per request.
 */
async function searchedTotals(
  tx: Db,
  ownerId: number,
  request: InvoicesPagedRequest,
  words: string[],
  limit: number,
  offset: number,
): Promise<Totals & { ids: number[] | null }> {
  const { startDate, endDate } = dateRange(request);
  const where = and(...conditions(ownerId, { ...request, search: '' }));
  const dir = sql.raw(request.descending ? 'desc' : 'asc');
  const order = sql`${sql.identifier(ORDER_COLUMNS[request.orderBy].name)} ${dir}, id ${dir}`;
  const ids = SEARCHED_ORDERS.has(request.orderBy)
    ? sql`(select coalesce(json_agg(page.id order by page.n), '[]')::text from (select id,
        row_number() over (order by ${order}) as n from matches order by ${order} limit ${limit} offset ${offset}) page)`
    : sql`null`;
  const [found] = await queryRows<Totals & { ids: string | null }>(
    tx,
    sql`with matches as materialized (select invoices.* from ${searchedInvoices(words, startDate, endDate)}
        where ${where})
      select count(*)::int as count, coalesce(sum(amount_ex_vat), 0)::bigint as "totalExclVat",
        coalesce(sum(amount_incl_vat), 0)::bigint as "totalInclVat",
        coalesce(sum(amount_open), 0)::bigint as "totalOpen", ${ids} as ids
      from matches`,
  );
  return {
    count: found?.count ?? 0,
    totalExclVat: found?.totalExclVat ?? 0,
    totalInclVat: found?.totalInclVat ?? 0,
    totalOpen: found?.totalOpen ?? 0,
    ids: found?.ids ? (JSON.parse(found.ids) as number[]) : null,
  };
}

/**
 * invoicesDateRangePaged: one page (perPage 0: every row) and the count and totals of all filtered invoices. The
 * totals come first (an index-only scan of invoices_list_idx): the page is read knowing how many there are.
 */
export async function invoicesPage(tx: Db, ownerId: number, request: InvoicesPagedRequest): Promise<TInvoicesPage> {
  const perPage = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const offset = (request.page - 1) * perPage;
  const words = searchWords(request.search);
  let totals: Totals & { ids?: number[] | null };
  if (words.length > 0 && perPage <= TWO_STEP_LIMIT) {
    totals = await searchedTotals(tx, ownerId, request, words, perPage, offset);
  } else {
    const [found] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        totalExclVat: sql<number>`coalesce(sum(${invoices.amountExVat}), 0)::bigint`,
        totalInclVat: sql<number>`coalesce(sum(${invoices.amountInclVat}), 0)::bigint`,
        totalOpen: sql<number>`coalesce(sum(${invoices.amountOpen}), 0)::bigint`,
      })
      .from(invoices)
      .where(and(...conditions(ownerId, request)));
    totals = found ?? { count: 0, totalExclVat: 0, totalInclVat: 0, totalOpen: 0 };
  }
  const { count } = totals;
  const rows = totals.ids
    ? await readPage(tx, ownerId, totals.ids)
    : await listRows(tx, ownerId, request, perPage, offset, count);
  return {
    invoices: rows,
    count,
    totalExclVat: Number(totals.totalExclVat),
    totalInclVat: Number(totals.totalInclVat),
    totalOpen: Number(totals.totalOpen),
  };
}

/** invoicesDateRange: every invoice (drafts too) dated in the range, oldest first. */
export async function invoicesInRange(
  tx: Db,
  ownerId: number,
  range: { startDate: string; endDate: string },
): Promise<TInvoiceListRow[]> {
  const rows = await selectInvoiceList(tx, ownerId)
    .where(
      and(
        eq(invoices.ownerId, ownerId),
        eq(invoices.deleted, 0),
        gte(invoices.invoiceDate, range.startDate),
        lte(invoices.invoiceDate, range.endDate),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    .limit(MAX_LIST_ROWS);
  return rows.map(toListRow);
}
