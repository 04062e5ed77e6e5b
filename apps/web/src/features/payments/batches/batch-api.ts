import { type CallBody, OWNER_LIST_CALLS, PAYMENT_BATCH_CALLS } from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

/** Every read a saved, executed or deleted batch changes. */
export const BATCH_READS = [
  PAYMENT_BATCH_CALLS.paymentBatchesPaged,
  PAYMENT_BATCH_CALLS.allPaymentBatches,
  PAYMENT_BATCH_CALLS.getPaymentBatch,
  PAYMENT_BATCH_CALLS.paymentBatchCandidates,
] as const;

export const useBatchesPage = (body: CallBody<typeof PAYMENT_BATCH_CALLS.paymentBatchesPaged>) =>
  useCall(PAYMENT_BATCH_CALLS.paymentBatchesPaged, body, { keepPrevious: true });
export const useBatch = (id: number) =>
  useCall(PAYMENT_BATCH_CALLS.getPaymentBatch, { id }, { enabled: id > 0, silent: true });
export const useBatchCandidates = (dueBy: string, batchId: number, enabled: boolean) =>
  useCall(
    PAYMENT_BATCH_CALLS.paymentBatchCandidates,
    { dueBy: dueBy || null, batchId },
    { enabled, keepPrevious: true },
  );
export const useBankAccounts = () => useCall(OWNER_LIST_CALLS.bankAccounts.all);
