import type { CallRegistrar } from '../../../platform/calls.ts';

/** Invoice calls: drafts, invoicing, PDFs, sending, credit invoices, payments. */
export function registerInvoiceRoutes(_r: CallRegistrar): void {}
