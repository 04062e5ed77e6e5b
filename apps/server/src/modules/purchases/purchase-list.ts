import type { TPurchaseListRow, TPurchasesPage, ZPurchasesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gte, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { purchases, suppliers } from '../../db/schema/index.ts';
import { selectPurchaseList, toListRow } from './purchase-queries.ts';

type PurchasesPagedRequest = z.infer<typeof ZPurchasesPagedRequest>;

/** The most rows one answer holds ("all" pages included). */
const MAX_LIST_ROWS = 100_000;

const ORDER_COLUMNS = {
  invoiceDate: purchases.invoiceDate,
  bookDate: purchases.bookDate,
  dueDate: purchases.dueDate,
  number: purchases.number,
  invoiceNo: purchases.invoiceNo,
  supplierName: suppliers.name,
  amountExVat: purchases.amountExVat,
  amountInclVat: purchases.amountInclVat,
  amountOpen: purchases.amountOpen,
} as const;

/** Paid: definitive with nothing open (a draft owes nothing yet, but is not paid either). */
const paid = sql`(${purchases.status} = 1 and ${purchases.amountOpen} = 0)`;

/** The ids of the owner's suppliers whose names hold a word (suppliers are few: read once per request). */
async function supplierIdsNamed(tx: Db, ownerId: number, word: string): Promise<number[]> {
  const rows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), sql`lower(${suppliers.name}) like ${containsPattern(word)}`));
  return rows.map((row) => row.id);
}

/** The filters: owner, not deleted, the date range on the chosen date (the current month when empty), the rest. */
async function conditions(tx: Db, ownerId: number, request: PurchasesPagedRequest): Promise<SQL[]> {
  const today = todayIso();
  const dateColumn = request.dateField === 'bookDate' ? purchases.bookDate : purchases.invoiceDate;
  const where: (SQL | undefined)[] = [
    eq(purchases.ownerId, ownerId),
    eq(purchases.deleted, 0),
    gte(dateColumn, request.startDate ?? startOfMonth(today)),
    lte(dateColumn, request.endDate ?? endOfMonth(today)),
    request.status >= 0 ? eq(purchases.status, request.status) : undefined,
    request.paid === 1 ? paid : request.paid === 0 ? not(paid) : undefined,
    request.hidden === 2 ? undefined : eq(purchases.hidden, request.hidden),
    request.supplierId > 0 ? eq(purchases.supplierId, request.supplierId) : undefined,
    request.categoryId > 0 ? eq(purchases.categoryId, request.categoryId) : undefined,
  ];
  // Each word matches the number, the supplier's invoice number or the supplier's name.
  for (const word of request.search.toLowerCase().split(/\s+/).filter(Boolean)) {
    const like = containsPattern(word);
    const named = await supplierIdsNamed(tx, ownerId, word);
    where.push(
      or(
        /\d/.test(word) ? sql`${purchases.number}::text like ${like}` : undefined,
        sql`lower(${purchases.invoiceNo}) like ${like}`,
        named.length > 0 ? sql`${purchases.supplierId} = any(${`{${named.join(',')}}`}::int[])` : undefined,
      ),
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** Up to this many rows are read in two steps: the page's ids first, then those rows with their supplier. */
const TWO_STEP_LIMIT = 1000;

/**
 * The page's ids in the requested order. Every order has an index that holds the filtered columns (migration 0019),
 * so a page is read in order and the scan stops after it; a page past the middle is read from the other end (the
 * count is known), so the last page costs what the first does. A sort by supplier name walks the suppliers in name
 * order and reads each one's purchases instead of joining and sorting every match.
 */
async function pageIds(
  tx: Db,
  ownerId: number,
  request: PurchasesPagedRequest,
  where: SQL | undefined,
  page: { limit: number; offset: number; count: number },
): Promise<number[]> {
  const fromEnd = page.offset + page.limit / 2 > page.count / 2;
  const descending = fromEnd ? !request.descending : Boolean(request.descending);
  const start = fromEnd ? Math.max(0, page.count - page.offset - page.limit) : page.offset;
  const take = fromEnd ? Math.min(page.limit, page.count - page.offset) : page.limit;
  const direction = descending ? desc : asc;
  let ids: number[];
  if (request.orderBy === 'supplierName') {
    const dir = sql.raw(descending ? 'desc' : 'asc');
    const matches = tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(where, eq(purchases.supplierId, suppliers.id)))
      .orderBy(direction(purchases.id));
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select m.id from ${suppliers} cross join lateral (${matches}) m where ${suppliers.ownerId} = ${ownerId}
        order by ${suppliers.name} ${dir}, ${suppliers.id} ${dir}, m.id ${dir} limit ${take} offset ${start}`,
    );
    ids = rows.map((row) => Number(row.id));
  } else {
    const rows = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(purchases.id))
      .limit(take)
      .offset(start);
    ids = rows.map((row) => row.id);
  }
  return fromEnd ? ids.reverse() : ids;
}

/** The page's rows with their supplier, in the page's order; a large read (an export) is one query. */
async function pageRows(
  tx: Db,
  ownerId: number,
  request: PurchasesPagedRequest,
  where: SQL | undefined,
  page: { limit: number; offset: number; count: number },
): Promise<TPurchaseListRow[]> {
  if (page.offset >= page.count) return [];
  if (page.limit > TWO_STEP_LIMIT) {
    const direction = request.descending ? desc : asc;
    const rows = await selectPurchaseList(tx, ownerId)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(purchases.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(toListRow);
  }
  const ids = await pageIds(tx, ownerId, request, where, page);
  if (ids.length === 0) return [];
  const rows = await selectPurchaseList(tx, ownerId).where(
    and(eq(purchases.ownerId, ownerId), inArray(purchases.id, ids)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListRow(row)] : [];
  });
}

/**
 * purchasesDateRange: one page (perPage 0: every row) and the count and totals of all matches. The totals come first
 * (an index-only scan of the date index): the page is read knowing how many there are.
 */
export async function purchasesPage(tx: Db, ownerId: number, request: PurchasesPagedRequest): Promise<TPurchasesPage> {
  const where = and(...(await conditions(tx, ownerId, request)));
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      totalExclVat: sql<string>`coalesce(sum(${purchases.amountExVat}), 0)`,
      totalInclVat: sql<string>`coalesce(sum(${purchases.amountInclVat}), 0)`,
      totalOpen: sql<string>`coalesce(sum(${purchases.amountOpen}), 0)`,
    })
    .from(purchases)
    .where(where);
  const count = totals?.count ?? 0;
  const limit = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  return {
    purchases: await pageRows(tx, ownerId, request, where, { limit, offset: (request.page - 1) * limit, count }),
    count,
    totalExclVat: Number(totals?.totalExclVat ?? 0),
    totalInclVat: Number(totals?.totalInclVat ?? 0),
    totalOpen: Number(totals?.totalOpen ?? 0),
  };
}
