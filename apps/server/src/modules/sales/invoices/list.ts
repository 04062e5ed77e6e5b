import type { TInvoiceListRow, TInvoicesPage, ZInvoicesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm';
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
    request.sent === 2 ? undefined : sql`jsonb_array_length(${invoices.sent}) ${sql.raw(request.sent ? '>' : '=')} 0`,
    request.credit === 1 ? gt(invoices.creditFor, 0) : request.credit === 0 ? eq(invoices.creditFor, 0) : undefined,
    request.customerId > 0 ? eq(invoices.customerId, request.customerId) : undefined,
  ];
  // Each word matches the number, the customer's name or the project's name. The names are looked up first (a few
  // thousand customers at most), so the invoices are filtered without joining every one of them.
  for (const word of request.search.split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    where.push(
      or(
        ilike(sql`${invoices.number}::text`, like),
        sql`${invoices.customerId} in (select id from customers where owner_id = ${ownerId} and name ilike ${like})`,
        sql`${invoices.projectId} in (select id from projects where owner_id = ${ownerId} and name ilike ${like})`,
      ) as SQL,
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** Up to this many rows are read in two steps: the page's ids first, then those rows with their names. */
const TWO_STEP_LIMIT = 1000;

/**
 * The filtered rows in the requested order; `limit` and `offset` page them. A page is found on the invoices alone (the
 * customer joined only to sort by its name) and then read with its joins: joining the names of every filtered invoice
 * to sort and cut them cost most of the time. A large read (an export) is one query.
 */
export async function listRows(tx: Db, ownerId: number, request: InvoicesPagedRequest, limit: number, offset = 0) {
  const column = ORDER_COLUMNS[request.orderBy];
  const direction = request.descending ? desc : asc;
  const where = and(...conditions(ownerId, request));
  const order = [direction(column), direction(invoices.id)];
  if (limit > TWO_STEP_LIMIT) {
    return (
      await selectInvoiceList(tx, ownerId)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map(toListRow);
  }
  let ids = tx.select({ id: invoices.id }).from(invoices).$dynamic();
  // Only a sort by the customer's or the project's fields needs its table.
  if (request.orderBy === 'customerName' || request.orderBy === 'customerNumber')
    ids = ids.leftJoin(customers, customerJoin(ownerId));
  if (request.orderBy === 'projectName') ids = ids.leftJoin(projects, projectJoin(ownerId));
  const page = (
    await ids
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  ).map((row) => row.id);
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

/** invoicesDateRangePaged: one page (perPage 0: every row) and the count and totals of all filtered invoices. */
export async function invoicesPage(tx: Db, ownerId: number, request: InvoicesPagedRequest): Promise<TInvoicesPage> {
  const perPage = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const rows = await listRows(tx, ownerId, request, perPage, (request.page - 1) * perPage);
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      totalExclVat: sql<number>`coalesce(sum(${invoices.amountExVat}), 0)::bigint`,
      totalInclVat: sql<number>`coalesce(sum(${invoices.amountInclVat}), 0)::bigint`,
      totalOpen: sql<number>`coalesce(sum(${invoices.amountOpen}), 0)::bigint`,
    })
    .from(invoices)
    .where(and(...conditions(ownerId, request)));
  return {
    invoices: rows,
    count: totals?.count ?? 0,
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
