import type { TBookingsPage, TBookingsQuery, TProcessingState, TTrialBalance } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingDocuments, bookings, ledgerAccounts } from '../../db/schema/index.ts';
import { cumulativeSums, periodSums } from './month-sums.ts';

// The reports read from the bookings indexes: the trial balance sums a date range from bookings_date_idx (debit and
// credit are INCLUDEd: an index-only scan), the page of one account walks bookings_account_idx in date order.

/** Debit - credit of an account before a day (from the month sums when there are). */
async function openingBalance(tx: Db, ownerId: number, accountId: number, startDate: string): Promise<number> {
  const sums = (await cumulativeSums(tx, ownerId, [addDays(startDate, -1)])).get(accountId);
  return sums ? (sums.debit[0] ?? 0) - (sums.credit[0] ?? 0) : 0;
}

/** A page of booking lines by date range, account and document, oldest first, with count and totals of all matches. */
export async function bookingsPage(tx: Db, ownerId: number, request: TBookingsQuery): Promise<TBookingsPage> {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.ownerId, ownerId),
    request.startDate ? gte(bookings.date, request.startDate) : undefined,
    request.endDate ? lte(bookings.date, request.endDate) : undefined,
    request.accountId ? eq(bookings.accountId, request.accountId) : undefined,
    request.documentKind >= 0 ? eq(bookings.documentKind, request.documentKind) : undefined,
    request.documentId ? eq(bookings.documentId, request.documentId) : undefined,
  ];
  const where = and(...conditions);
  // An account's card: the balance before the period, and after each line (a window over the lines in date order).
  const opening =
    request.accountId && request.startDate
      ? await openingBalance(tx, ownerId, request.accountId, request.startDate)
      : 0;
  const running = request.accountId
    ? sql<string>`${opening} + sum(${bookings.debit} - ${bookings.credit}) over (order by ${bookings.date}, ${bookings.id})`
    : sql<string>`0`;
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      debit: sql<string>`coalesce(sum(${bookings.debit}), 0)::bigint`,
      credit: sql<string>`coalesce(sum(${bookings.credit}), 0)::bigint`,
    })
    .from(bookings)
    .where(where);
  const rows = await tx
    .select({
      id: bookings.id,
      diaryId: bookings.diaryId,
      documentKind: bookings.documentKind,
      documentId: bookings.documentId,
      documentNumber: bookings.documentNumber,
      date: bookings.date,
      accountId: bookings.accountId,
      accountNumber: sql<string>`coalesce(${ledgerAccounts.number}, '')`,
      accountDescription: sql<string>`coalesce(${ledgerAccounts.description}, '')`,
      description: bookings.description,
      debit: bookings.debit,
      credit: bookings.credit,
      customerId: bookings.customerId,
      supplierId: bookings.supplierId,
      vatCodeId: bookings.vatCodeId,
      counter: bookings.counter,
      balance: running,
    })
    .from(bookings)
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.ownerId, bookings.ownerId), eq(ledgerAccounts.id, bookings.accountId)),
    )
    .where(where)
    .orderBy(asc(bookings.date), asc(bookings.id))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  return {
    bookings: rows.map((row) => ({ ...row, balance: Number(row.balance) })),
    openingBalance: opening,
    count: totals?.count ?? 0,
    totalDebit: Number(totals?.debit ?? 0),
    totalCredit: Number(totals?.credit ?? 0),
  };
}

/** The owner's ledger accounts as the reports and the audit file show them, by number. */
export function ledgerAccountRows(tx: Db, ownerId: number) {
  return tx
    .select({
      id: ledgerAccounts.id,
      number: ledgerAccounts.number,
      description: ledgerAccounts.description,
      kind: ledgerAccounts.kind,
      rgsCode: ledgerAccounts.rgsCode,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId))
    .orderBy(asc(ledgerAccounts.number));
}

/**
 * Debit and credit per ledger account over a date range (accounts without bookings in it left out), by number. The
 * sums come from periodSums (month-sums.ts): whole months from the summary when there is one.
 */
export async function trialBalance(
  tx: Db,
  ownerId: number,
  startDate: string,
  endDate: string,
): Promise<TTrialBalance> {
  const sums = await periodSums(tx, ownerId, startDate, endDate);
  const accounts = await ledgerAccountRows(tx, ownerId);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const lines = [...sums]
    .map(([accountId, { debit, credit }]) => {
      const account = byId.get(accountId);
      const about = {
        number: account?.number ?? '',
        description: account?.description ?? '',
        kind: account?.kind ?? 0,
      };
      return { accountId, ...about, debit, credit };
    })
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return {
    lines,
    totalDebit: lines.reduce((sum, l) => sum + l.debit, 0),
    totalCredit: lines.reduce((sum, l) => sum + l.credit, 0),
  };
}

/** The documents whose booking failed (or all processed ones), newest change first. */
export async function processingStates(tx: Db, ownerId: number, failedOnly: boolean): Promise<TProcessingState[]> {
  const rows = await tx
    .select()
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.ownerId, ownerId), failedOnly ? eq(bookingDocuments.status, 9) : undefined))
    .orderBy(sql`${bookingDocuments.updatedAt} desc`)
    .limit(1000);
  return rows.map((r) => ({
    documentKind: r.documentKind,
    documentId: r.documentId,
    status: r.status,
    reason: r.reason,
    params: r.params as Record<string, string | number>,
  }));
}
