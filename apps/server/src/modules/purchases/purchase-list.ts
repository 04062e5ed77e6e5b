import type { TPurchasesPage, ZPurchasesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, desc, eq, gte, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ids of the owner's suppliers whose names hold a word (suppliers are few: read once per request). */
async function supplierIdsNamed(tx: Db, ownerId: number, word: string): Promise<number[]> {
  const rows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), sql`lower(${suppliers.name}) like ${`%${escapeLike(word)}%`}`));
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
    const like = `%${escapeLike(word)}%`;
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

/**
 * purchasesDateRange: one page (perPage 0: every row) and the count and totals of all matches. The count and totals
 * read the date index of the range; the page is read in the requested order with the supplier joined.
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
  const perPage = request.perPage === 0 ? MAX_LIST_ROWS : request.perPage;
  const offset = (request.page - 1) * perPage;
  const direction = request.descending ? desc : asc;
  const rows =
    offset >= count
      ? []
      : await selectPurchaseList(tx, ownerId)
          .where(where)
          .orderBy(direction(ORDER_COLUMNS[request.orderBy]), direction(purchases.id))
          .limit(perPage)
          .offset(offset);
  return {
    purchases: rows.map(toListRow),
    count,
    totalExclVat: Number(totals?.totalExclVat ?? 0),
    totalInclVat: Number(totals?.totalInclVat ?? 0),
    totalOpen: Number(totals?.totalOpen ?? 0),
  };
}
