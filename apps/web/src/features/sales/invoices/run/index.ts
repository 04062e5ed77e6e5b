// The invoice run's buttons and progress panel, for every page that invoices chosen drafts (the invoices list, the
// periodic run).
export { InvoiceRunButtons } from './invoice-run-buttons.tsx';
export { InvoiceRunPanel } from './invoice-run-panel.tsx';
