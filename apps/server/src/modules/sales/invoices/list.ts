import type { TInvoiceListRow, TInvoicesPage, ZInvoicesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gt, gte, ilike, lte, not, or, type SQL, sql } from 'drizzle-orm';
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
  expiryDate: invoices.expiryDate,
  amountExVat: invoices.amountExVat,
  amountInclVat: invoices.amountInclVat,
  amountOpen: invoices.amountOpen,
} as const;

/** The invoice date range of a request: the current month when not given (spec 001 §9). */
export function dateRange(request: Pick<InvoicesPagedRequest, 'startDate' | 'endDate'>, today = todayIso()) {
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
  for (const word of request.search.split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    where.push(or(ilike(sql`${invoices.number}::text`, like), ilike(customers.name, like), ilike(projects.name, like)));
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** The filtered rows in the requested order; `limit` and `offset` page them. */
export function listRows(tx: Db, ownerId: number, request: InvoicesPagedRequest, limit: number, offset = 0) {
  const column = ORDER_COLUMNS[request.orderBy];
  const direction = request.descending ? desc : asc;
  return selectInvoiceList(tx, ownerId)
    .where(and(...conditions(ownerId, request)))
    .orderBy(direction(column), direction(invoices.id))
    .limit(limit)
    .offset(offset);
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
    })
    .from(invoices)
    .leftJoin(customers, customerJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .where(and(...conditions(ownerId, request)));
  return {
    invoices: rows.map(toListRow),
    count: totals?.count ?? 0,
    totalExclVat: Number(totals?.totalExclVat ?? 0),
    totalInclVat: Number(totals?.totalInclVat ?? 0),
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
