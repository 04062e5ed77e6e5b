import {
  PURCHASE_STATUS,
  type TOpenPurchases,
  type TPurchaseListRow,
  type ZOpenPurchasesRequest,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { selectPurchaseList, toListRow } from './purchase-queries.ts';

// Open purchases (spec 001 §4): definitive, not deleted, something still to pay. These conditions are those of the
// partial index purchases_open_idx, so each read below is a range of that index.

type OpenRequest = z.infer<typeof ZOpenPurchasesRequest>;

const MAX_OPEN_ROWS = 100_000;

const openOf = (ownerId: number): SQL[] => [
  eq(purchases.ownerId, ownerId),
  eq(purchases.status, PURCHASE_STATUS.definitive),
  ne(purchases.amountOpen, 0),
  eq(purchases.deleted, 0),
];

/** The payment-term filter on `date`: 0 not expired (due on or after it), 1 expired (due before it), 2 all. */
const termOf = (term: number, date: string): SQL | undefined =>
  term === 0 ? gte(purchases.dueDate, date) : term === 1 ? lt(purchases.dueDate, date) : undefined;

/** The matches' page (oldest due date first) and the totals of all of them, past due on `date` apart. */
async function openAnswer(
  tx: Db,
  ownerId: number,
  where: SQL | undefined,
  date: string,
  page: { limit: number; offset: number },
): Promise<TOpenPurchases> {
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      totalInclVat: sql<string>`coalesce(sum(${purchases.amountInclVat}), 0)`,
      totalOpen: sql<string>`coalesce(sum(${purchases.amountOpen}), 0)`,
      totalExpired: sql<string>`coalesce(sum(${purchases.amountOpen}) filter (where ${purchases.dueDate} < ${date}), 0)`,
    })
    .from(purchases)
    .where(where);
  const count = totals?.count ?? 0;
  const rows =
    page.offset >= count
      ? []
      : await selectPurchaseList(tx, ownerId)
          .where(where)
          .orderBy(asc(purchases.dueDate), asc(purchases.id))
          .limit(page.limit)
          .offset(page.offset);
  return {
    purchases: rows.map(toListRow),
    count,
    totalInclVat: Number(totals?.totalInclVat ?? 0),
    totalOpen: Number(totals?.totalOpen ?? 0),
    totalExpired: Number(totals?.totalExpired ?? 0),
  };
}

/** GET openPurchases: by payment term on a date (today), optionally of one supplier; perPage 0 every one. */
export function openPurchases(tx: Db, ownerId: number, request: OpenRequest): Promise<TOpenPurchases> {
  const date = request.date ?? todayIso();
  const where = and(
    ...openOf(ownerId),
    termOf(request.term, date),
    request.supplierId > 0 ? eq(purchases.supplierId, request.supplierId) : undefined,
  );
  const limit = request.perPage === 0 ? MAX_OPEN_ROWS : request.perPage;
  return openAnswer(tx, ownerId, where, date, { limit, offset: (request.page - 1) * limit });
}

/** getOpenPurchasesDate: the purchases open on a date, booked on or before it. */
export function openPurchasesOn(tx: Db, ownerId: number, day: string | null): Promise<TOpenPurchases> {
  const date = day ?? todayIso();
  const where = and(...openOf(ownerId), lte(purchases.bookDate, date));
  return openAnswer(tx, ownerId, where, date, { limit: MAX_OPEN_ROWS, offset: 0 });
}

/** openPurchasesSupplier: the supplier's open purchases, oldest due date first. */
export async function openPurchasesOfSupplier(
  tx: Db,
  ownerId: number,
  supplierId: number,
): Promise<TPurchaseListRow[]> {
  const rows = await selectPurchaseList(tx, ownerId)
    .where(and(...openOf(ownerId), eq(purchases.supplierId, supplierId)))
    .orderBy(asc(purchases.dueDate), asc(purchases.id))
    .limit(MAX_OPEN_ROWS);
  return rows.map(toListRow);
}
