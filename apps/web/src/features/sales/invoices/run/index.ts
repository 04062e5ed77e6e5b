// The invoice run's buttons (with their progress panel), for every page that invoices chosen drafts: the invoices
// list, the periodic run.
export { InvoiceRunButtons } from './invoice-run-buttons.tsx';
