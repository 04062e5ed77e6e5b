/** The accounting module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { bookDocument } from './book-document.ts';
export { bookPayments } from './book-payments.ts';
export { ensureLedgerDefaults } from './ledger-defaults.ts';
export { registerRebookJob } from './rebook-job.ts';
