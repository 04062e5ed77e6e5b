import type { TPaymentBatchDetail, TPaymentBatchItem, TPaymentBatchRecord } from '@backoffice/domain';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like.ts';
import {
  employees,
  invoices,
  ownerUsers,
  paymentBatches,
  paymentBatchItems,
  purchases,
  userAccounts,
} from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { employeeNameSql } from '../../keys/index.ts';
import { bankAccounts } from './batch-account.ts';

// Batches as lists and the edit screen show them: counts and totals from their items, the executor's name, the
// account's name from the owner's bank accounts.

/** An aggregate over the batch's items, as a column of the batch's row (the items' index by batch). */
const ofItems = (aggregate: string) =>
  sql`(select ${sql.raw(aggregate)} from payment_batch_items i
    where i.owner_id = ${paymentBatches.ownerId} and i.batch_id = ${paymentBatches.id})`;

function selectBatches(tx: Db) {
  return tx
    .select({
      batch: paymentBatches,
      executedByName: sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`,
      purchaseCount: sql<number>`${ofItems('count(distinct i.purchase_id) filter (where i.purchase_id > 0)::int')}`,
      refundCount: sql<number>`${ofItems('count(distinct i.invoice_id) filter (where i.invoice_id > 0)::int')}`,
      transferCount: sql<number>`${ofItems('count(*)::int')}`,
      total: sql<string>`${ofItems('coalesce(sum(i.amount), 0)')}`,
    })
    .from(paymentBatches)
    .leftJoin(
      ownerUsers,
      and(eq(ownerUsers.ownerId, paymentBatches.ownerId), eq(ownerUsers.id, paymentBatches.executedBy)),
    )
    .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
    .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId)));
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['execute']>>[number];

function toRecord(row: BatchRow, accountNames: ReadonlyMap<number, string>): TPaymentBatchRecord {
  const { batch } = row;
  return {
    id: batch.id,
    number: batch.number,
    name: batch.name,
    description: batch.description,
    accountId: batch.accountId,
    accountName: accountNames.get(batch.accountId) ?? '',
    executionDate: batch.executionDate,
    executed: batch.executed,
    executedBy: batch.executedBy,
    executedByName: batch.executed ? row.executedByName : '',
    executedAt: batch.executedAt?.toISOString() ?? null,
    purchaseCount: row.purchaseCount,
    refundCount: row.refundCount,
    transferCount: row.transferCount,
    total: Number(row.total),
  };
}

async function accountNames(tx: Db, ownerId: number): Promise<Map<number, string>> {
  return new Map((await bankAccounts(tx, ownerId)).map((account) => [account.id, account.name]));
}

const NEWEST_FIRST = [desc(paymentBatches.executionDate), desc(paymentBatches.id)];

/** The batches of one owner that `where` selects, newest first (payment_batches_date_idx). */
export async function batchRecords(
  tx: Db,
  ownerId: number,
  where?: SQL,
  page?: { limit: number; offset: number },
): Promise<TPaymentBatchRecord[]> {
  const query = selectBatches(tx)
    .where(and(eq(paymentBatches.ownerId, ownerId), where))
    .orderBy(...NEWEST_FIRST);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const names = await accountNames(tx, ownerId);
  return rows.map((row) => toRecord(row, names));
}

/** paymentBatchesPaged: executed filter and search, with the transfer count and total of every match. */
export async function batchesPage(
  tx: Db,
  ownerId: number,
  request: { executed: number; search: string; page: number; perPage: number },
) {
  const term = request.search.trim();
  const where = and(
    request.executed >= 0 ? eq(paymentBatches.executed, request.executed) : undefined,
    term
      ? or(
          ilike(paymentBatches.name, containsPattern(term)),
          ilike(paymentBatches.description, containsPattern(term)),
          sql`${paymentBatches.number}::text = ${term}`,
        )
      : undefined,
  );
  const [totals] = await tx
    .select({
      count: sql<number>`count(distinct ${paymentBatches.id})::int`,
      // Purchases and refunds (a split purchase counts once), as the list's own count column.
      invoiceCount: sql<number>`(count(distinct ${paymentBatchItems.purchaseId}) filter (where ${paymentBatchItems.purchaseId} > 0)
        + count(distinct ${paymentBatchItems.invoiceId}) filter (where ${paymentBatchItems.invoiceId} > 0))::int`,
      totalPayments: sql<string>`coalesce(sum(${paymentBatchItems.amount}), 0)`,
    })
    .from(paymentBatches)
    .leftJoin(
      paymentBatchItems,
      and(eq(paymentBatchItems.ownerId, paymentBatches.ownerId), eq(paymentBatchItems.batchId, paymentBatches.id)),
    )
    .where(and(eq(paymentBatches.ownerId, ownerId), where));
  const limit = request.perPage === 0 ? 100_000 : request.perPage;
  return {
    records: await batchRecords(tx, ownerId, where, { limit, offset: (request.page - 1) * limit }),
    count: totals?.count ?? 0,
    invoiceCount: totals?.invoiceCount ?? 0,
    totalPayments: Number(totals?.totalPayments ?? 0),
  };
}

/** The transfers of a batch in the order they were chosen, with the purchase's or invoice's number and due date. */
export async function batchItems(tx: Db, ownerId: number, batchId: number): Promise<TPaymentBatchItem[]> {
  const rows = await tx
    .select({
      item: paymentBatchItems,
      invoiceNo: purchases.invoiceNo,
      purchaseDue: purchases.dueDate,
      invoiceNumber: invoices.number,
      invoiceDue: invoices.expiryDate,
    })
    .from(paymentBatchItems)
    .leftJoin(
      purchases,
      and(eq(purchases.ownerId, paymentBatchItems.ownerId), eq(purchases.id, paymentBatchItems.purchaseId)),
    )
    .leftJoin(
      invoices,
      and(eq(invoices.ownerId, paymentBatchItems.ownerId), eq(invoices.id, paymentBatchItems.invoiceId)),
    )
    .where(and(eq(paymentBatchItems.ownerId, ownerId), eq(paymentBatchItems.batchId, batchId)))
    .orderBy(asc(paymentBatchItems.id));
  return rows.map(({ item, invoiceNo, purchaseDue, invoiceNumber, invoiceDue }) => ({
    id: item.id,
    purchaseId: item.purchaseId,
    invoiceId: item.invoiceId,
    amount: item.amount,
    iban: item.iban,
    bic: item.bic,
    name: item.name,
    remittance: item.remittance,
    endToEndId: item.endToEndId,
    documentNumber: item.purchaseId > 0 ? (invoiceNo ?? '') : String(invoiceNumber ?? ''),
    dueDate: (item.purchaseId > 0 ? purchaseDue : invoiceDue) ?? null,
  }));
}

/** getPaymentBatch: the batch and its transfers; 404 when the owner has no such batch. */
export async function batchDetail(tx: Db, ownerId: number, id: number): Promise<TPaymentBatchDetail> {
  const [paymentBatch] = await batchRecords(tx, ownerId, eq(paymentBatches.id, id));
  if (!paymentBatch) throw fail('record.notFound', { entity: 'Payment batch', id });
  return { paymentBatch, pbInvoices: await batchItems(tx, ownerId, id) };
}
