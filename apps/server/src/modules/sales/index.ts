/** The sales module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */

export { registerInvoiceRunJob } from './invoice-run/run-job.ts';
export { invoiceAddress } from './invoices/address.ts';
export { invoicePdfFile } from './invoices/pdf.ts';
export { registerInvoiceJobs } from './invoices/pdf-job.ts';
export { type ReportPdf, reportPdf } from './pdf-templates/report-pdf.ts';
export { registerBulkPriceJobs } from './prices/bulk-job.ts';
export { registerReminderJobs, reminderFailures } from './reminders/bulk.ts';
export { whereOpen } from './reminders/open-invoices-query.ts';
export { averagePaymentDaysByCustomer } from './reminders/payment-behaviour.ts';
export { seedEmailTemplates } from './reminders/templates.ts';
