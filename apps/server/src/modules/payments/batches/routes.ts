import { PAYMENT_BATCH_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { sendFile } from '../../../platform/file-reply.ts';
import { deletePaymentBatch, executePaymentBatch } from './batch-actions.ts';
import { batchCandidates } from './batch-payables.ts';
import { batchDetail, batchesPage, batchRecords } from './batch-queries.ts';
import { savePaymentBatch } from './batch-save.ts';
import { batchSepaFile } from './sepa-file.ts';

/** The SEPA payment batch calls (issue 19). */
export function registerPaymentBatchRoutes(r: CallRegistrar): void {
  const calls = PAYMENT_BATCH_CALLS;
  r.handle(calls.paymentBatchesPaged, (ctx, body) => batchesPage(ctx.tx, ctx.ownerId, body));
  r.handle(calls.allPaymentBatches, (ctx) => batchRecords(ctx.tx, ctx.ownerId));
  r.handle(calls.getPaymentBatch, (ctx, body) => batchDetail(ctx.tx, ctx.ownerId, body.id));
  r.handle(calls.paymentBatchCandidates, (ctx, body) => batchCandidates(ctx.tx, ctx.ownerId, body));
  r.handle(calls.savePaymentBatch, (ctx, body) => savePaymentBatch(ctx, body));
  r.handle(calls.deletePaymentBatch, (ctx, body) => deletePaymentBatch(ctx, body.id));
  r.handle(calls.executePaymentBatch, (ctx, body) => executePaymentBatch(ctx, body.id));
  r.handle(calls.paymentBatchSepa, async (ctx, body, _request, reply) =>
    sendFile(reply, await batchSepaFile(ctx, body.id)),
  );
}
