import type { TInvoiceListRow, TInvoicesPage, ZInvoicesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gt, gte, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { customers, invoices, projects } from '../../../db/schema/index.ts';
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search word's matches: invoice numbers holding it (only a word with a digit can), customers and projects. */
interface WordMatch {
  numberLike: string | undefined;
  customerIds: number[];
  projectIds: number[];
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The customers and projects whose names hold each search word, looked up once per request (the count, the totals
 * and the page then filter on the ids) and matched in lower case against the trigram index on lower(name): ILIKE on
 * every name cost about 5 µs a row, four times lower() + LIKE.
 */
async function searchMatches(tx: Db, ownerId: number, search: string): Promise<WordMatch[]> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return Promise.all(
    words.map(async (word) => {
      const like = `%${escapeLike(word)}%`;
      const named = async (table: typeof customers | typeof projects) =>
        (
          await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.ownerId, ownerId), sql`lower(${table.name}) like ${like}`))
        ).map((row) => row.id);
      return {
        numberLike: /\d/.test(word) ? like : undefined,
        customerIds: await named(customers),
        projectIds: await named(projects),
      };
    }),
  );
}

/** The conditions of a filtered list: owner, not deleted, invoice date range, then each filter that is not "all". */
function conditions(ownerId: number, request: InvoicesPagedRequest, matches: WordMatch[]): SQL[] {
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
  ];
  // Each word matches the number, the customer's name or the project's name.
  for (const match of matches) {
    where.push(
      or(
        match.numberLike ? sql`${invoices.number}::text like ${match.numberLike}` : undefined,
        match.customerIds.length > 0 ? sql`${invoices.customerId} = any(${idArray(match.customerIds)})` : undefined,
        match.projectIds.length > 0 ? sql`${invoices.projectId} = any(${idArray(match.projectIds)})` : undefined,
      ) ?? sql`false`,
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** Up to this many rows are read in two steps: the page's ids first, then those rows with their names. */
const TWO_STEP_LIMIT = 1000;

/** Above this many matches a sort by customer name walks the customers in name order instead of sorting every match. */
const WALK_FROM = 5000;

/**
 * The page's ids in the requested order. Every order has an index that holds the invoice date (schema/sales.ts), so
 * a page is read in order and the scan stops after it. A page past the middle is read from the other end (the count
 * is known), so the last page costs what the first does. A sort by customer name over many matches walks the
 * customers in name order and reads each one's invoices, instead of joining and sorting every match.
 */
async function pageIds(
  tx: Db,
  ownerId: number,
  request: InvoicesPagedRequest,
  limit: number,
  offset: number,
  count: number,
  matches: WordMatch[],
): Promise<number[]> {
  const fromEnd = offset + limit / 2 > count / 2;
  const descending = fromEnd ? !request.descending : Boolean(request.descending);
  const start = fromEnd ? Math.max(0, count - offset - limit) : offset;
  const take = fromEnd ? Math.min(limit, count - offset) : limit;
  const direction = descending ? desc : asc;
  const where = and(...conditions(ownerId, request, matches));
  let ids: number[];
  // Every invoice has a customer; not every one a project, so a sort by project name keeps the join.
  if (request.orderBy === 'customerName' && count > WALK_FROM) {
    const [table, key] = [customers, invoices.customerId];
    const dir = sql.raw(descending ? 'desc' : 'asc');
    const matches = tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(where, eq(key, table.id)))
      .orderBy(direction(invoices.id));
    const rows = await tx.execute(sql`select m.id from ${table} cross join lateral (${matches}) m
      where ${table.ownerId} = ${ownerId}
      order by ${table.name} ${dir}, ${table.id} ${dir}, m.id ${dir} limit ${take} offset ${start}`);
    ids = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
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
  matches?: WordMatch[],
) {
  const words = matches ?? (await searchMatches(tx, ownerId, request.search));
  const direction = request.descending ? desc : asc;
  if (limit > TWO_STEP_LIMIT) {
    return (
      await selectInvoiceList(tx, ownerId)
        .where(and(...conditions(ownerId, request, words)))
        .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(invoices.id))
        .limit(limit)
        .offset(offset)
    ).map(toListRow);
  }
  if (offset >= count) return [];
  const page = await pageIds(tx, ownerId, request, limit, offset, count, words);
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

/**
 * invoicesDateRangePaged: one page (perPage 0: every row) and the count and totals of all filtered invoices. The
 * totals come first (an index-only scan of invoices_list_idx): the page is read knowing how many there are.
 */
export async function invoicesPage(tx: Db, ownerId: number, request: InvoicesPagedRequest): Promise<TInvoicesPage> {
  const perPage = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const matches = await searchMatches(tx, ownerId, request.search);
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      totalExclVat: sql<number>`coalesce(sum(${invoices.amountExVat}), 0)::bigint`,
      totalInclVat: sql<number>`coalesce(sum(${invoices.amountInclVat}), 0)::bigint`,
      totalOpen: sql<number>`coalesce(sum(${invoices.amountOpen}), 0)::bigint`,
    })
    .from(invoices)
    .where(and(...conditions(ownerId, request, matches)));
  const count = totals?.count ?? 0;
  const rows = await listRows(tx, ownerId, request, perPage, (request.page - 1) * perPage, count, matches);
  return {
    invoices: rows,
    count,
    totalExclVat: Number(totals?.totalExclVat ?? 0),
    totalInclVat: Number(totals?.totalInclVat ?? 0),
    totalOpen: Number(totals?.totalOpen ?? 0),
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
