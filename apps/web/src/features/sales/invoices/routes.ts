import type { AppRoute } from '../../../routes.ts';

/** Invoice pages: invoices, the invoice editor, direct invoices, invoice texts and variables. */
export const INVOICE_ROUTES: readonly AppRoute[] = [];
