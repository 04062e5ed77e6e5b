/** The payments module's public surface (the demo seed makes a batch with it). */
export { payablePurchases } from './batches/batch-payables.ts';
export { insertBatch, insertBatchItems } from './batches/batch-save.ts';
