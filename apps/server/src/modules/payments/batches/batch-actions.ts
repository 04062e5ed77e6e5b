import type { TPaymentBatchDetail } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import { paymentBatches, paymentBatchItems } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { batchDetail } from './batch-queries.ts';
import { changeableBatch } from './batch-save.ts';

/** deletePaymentBatch: a batch not executed is really deleted with its transfers (spec 001: real delete). */
export async function deletePaymentBatch(ctx: CallContext, id: number): Promise<{ ok: true }> {
  const batch = await changeableBatch(ctx, id);
  await ctx.tx
    .delete(paymentBatchItems)
    .where(and(eq(paymentBatchItems.ownerId, ctx.ownerId), eq(paymentBatchItems.batchId, id)));
  await ctx.tx.delete(paymentBatches).where(and(eq(paymentBatches.ownerId, ctx.ownerId), eq(paymentBatches.id, id)));
  await ctx.audit('paymentBatch', id, 'delete', { number: batch.number });
  return { ok: true };
}

/**
 * executePaymentBatch (payments_admin): created → executed (spec 001 §4), with who and when. It marks nothing paid:
 * the bank statement's outgoing lines do, through the matching; until then its purchases stay out of new batches.
 */
export async function executePaymentBatch(ctx: CallContext, id: number): Promise<TPaymentBatchDetail> {
  await changeableBatch(ctx, id);
  const executedAt = new Date();
  await ctx.tx
    .update(paymentBatches)
    .set({ executed: 1, executedBy: ctx.membershipId, executedAt, updatedAt: executedAt })
    .where(and(eq(paymentBatches.ownerId, ctx.ownerId), eq(paymentBatches.id, id)));
  await ctx.audit('paymentBatch', id, 'execute', { executedAt: executedAt.toISOString() });
  return batchDetail(ctx.tx, ctx.ownerId, id);
}
