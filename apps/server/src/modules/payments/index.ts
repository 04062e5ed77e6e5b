/** The payments module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */

// The demo seed makes a batch with these.
export { payablePurchases } from './batches/batch-payables.ts';
export { insertBatch, insertBatchItems } from './batches/batch-save.ts';
export { analysePayments } from './matching/analyse.ts';
export { remindersHeldSql } from './matching/holds.ts';
export { applyConnectEffects } from './matching/settle.ts';
