import type { TPaymentBatchDetail, ZPaymentBatch } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { paymentBatches, paymentBatchItems } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { settlementAccount } from './batch-account.ts';
import { type Payable, payablePurchases, payableRefunds } from './batch-payables.ts';
import { batchDetail } from './batch-queries.ts';

type BatchInput = z.output<typeof ZPaymentBatch>;

/** A batch that may still change: the owner's, not executed. */
export async function changeableBatch(ctx: CallContext, id: number) {
  const [batch] = await ctx.tx
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.ownerId, ctx.ownerId), eq(paymentBatches.id, id)))
    .for('update');
  if (!batch) throw fail('record.notFound', { entity: 'Payment batch', id });
  if (batch.executed) throw fail('paymentBatch.executed', { number: batch.number });
  return batch;
}

/** What is refused, per kind of payable. */
const REFUSALS = {
  purchase: {
    notOpen: 'paymentBatch.purchaseNotOpen',
    inBatch: 'paymentBatch.purchaseInBatch',
    noIban: 'paymentBatch.supplierNoIban',
  },
  refund: {
    notOpen: 'paymentBatch.refundNotOpen',
    inBatch: 'paymentBatch.refundInBatch',
    noIban: 'paymentBatch.customerNoIban',
  },
} as const;

/**
 * Every chosen purchase (or refund) must be open, in no other batch and payable to an IBAN; the first that is not is
 * refused.
 */
function checkChoices(kind: 'purchase' | 'refund', ids: number[], payables: Payable[]): void {
  const refusals = REFUSALS[kind];
  const byId = new Map(
    payables.map((payable) => [kind === 'purchase' ? payable.purchaseId : payable.invoiceId, payable]),
  );
  for (const id of ids) {
    const payable = byId.get(id);
    if (!payable?.open) throw fail(refusals.notOpen, { id });
    if (payable.inBatch) throw fail(refusals.inBatch, { number: payable.number, batch: payable.inBatch });
    if (payable.transfers.length === 0) throw fail(refusals.noIban, { name: payable.name, number: payable.number });
  }
}

/**
 * The transfers of a batch: one per payee bank account of each purchase and refund, in the order chosen. The
 * end-to-end id names the batch (its id is never given again, unlike a deleted batch's number), the purchase or
 * invoice and the part: unique, and at most 35 characters as SEPA allows.
 */
function itemRows(ownerId: number, batchId: number, payables: Payable[]) {
  return payables.flatMap((payable) =>
    payable.transfers.map((transfer, part) => ({
      ownerId,
      batchId,
      purchaseId: payable.purchaseId,
      invoiceId: payable.invoiceId,
      amount: transfer.amount,
      iban: transfer.iban,
      bic: transfer.bic,
      name: payable.name.slice(0, 140),
      remittance: payable.remittance,
      endToEndId: `B${batchId}-${payable.purchaseId > 0 ? `P${payable.purchaseId}` : `C${payable.invoiceId}`}-${part + 1}`,
    })),
  );
}

const unique = (ids: number[]) => [...new Set(ids)];

/** A new batch with the owner's next number (the caller holds the batch lock or is alone, as the demo seed). */
export async function insertBatch(
  tx: Db,
  ownerId: number,
  fields: { name: string; description: string; accountId: number; executionDate: string },
): Promise<number> {
  const [next] = await tx
    .select({ number: sql<number>`coalesce(max(${paymentBatches.number}), 0)::int + 1` })
    .from(paymentBatches)
    .where(eq(paymentBatches.ownerId, ownerId));
  const [created] = await tx
    .insert(paymentBatches)
    .values({ ownerId, number: next?.number ?? 1, ...fields })
    .returning({ id: paymentBatches.id });
  if (!created) throw new Error('insert payment batch failed');
  return created.id;
}

/** Writes the transfers of these payables (each chosen once, in order) into a batch. */
export async function insertBatchItems(tx: Db, ownerId: number, batchId: number, payables: Payable[]): Promise<void> {
  if (payables.length > 0) await tx.insert(paymentBatchItems).values(itemRows(ownerId, batchId, payables));
}

/**
 * savePaymentBatch: under the owner's batch lock (two users cannot put one purchase in two batches at once), checks
 * the account and every choice, then writes the batch and replaces its transfers, all in the call's transaction.
 */
export async function savePaymentBatch(ctx: CallContext, input: BatchInput): Promise<TPaymentBatchDetail> {
  const { tx, ownerId } = ctx;
  await lockOwnerSequence(tx, ownerId, 'paymentBatch');
  const existing = input.id > 0 ? await changeableBatch(ctx, input.id) : undefined;
  await settlementAccount(tx, ownerId, input.accountId);
  const purchaseIds = unique(input.purchaseIds);
  const invoiceIds = unique(input.invoiceIds);
  if (purchaseIds.length + invoiceIds.length === 0) throw fail('paymentBatch.empty');
  const purchases = purchaseIds.length ? await payablePurchases(tx, ownerId, { ids: purchaseIds }, input.id) : [];
  const refunds = invoiceIds.length ? await payableRefunds(tx, ownerId, { ids: invoiceIds }, input.id) : [];
  checkChoices('purchase', purchaseIds, purchases);
  checkChoices('refund', invoiceIds, refunds);
  const fields = {
    name: input.name,
    description: input.description,
    accountId: input.accountId,
    executionDate: input.executionDate,
  };
  let batchId: number;
  if (existing) {
    await tx
      .update(paymentBatches)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(paymentBatches.ownerId, ownerId), eq(paymentBatches.id, existing.id)));
    await tx
      .delete(paymentBatchItems)
      .where(and(eq(paymentBatchItems.ownerId, ownerId), eq(paymentBatchItems.batchId, existing.id)));
    batchId = existing.id;
  } else batchId = await insertBatch(tx, ownerId, fields);
  // In the order chosen, each id's payable once.
  const ordered = [
    ...purchaseIds.flatMap((id) => purchases.filter((payable) => payable.purchaseId === id)),
    ...invoiceIds.flatMap((id) => refunds.filter((payable) => payable.invoiceId === id)),
  ];
  await insertBatchItems(tx, ownerId, batchId, ordered);
  await ctx.audit('paymentBatch', batchId, existing ? 'update' : 'create', { ...fields, purchaseIds, invoiceIds });
  return batchDetail(tx, ownerId, batchId);
}
