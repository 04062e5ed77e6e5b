import type { AppRoute } from '../../routes.ts';
import { INVOICE_ROUTES } from './invoices/routes.ts';
import { OPEN_INVOICE_ROUTES } from './open-invoices/routes.ts';

/** The invoicing pages of spec 000 §2 (customers, contacts and the sales lists are in features/customers). */
export const INVOICING_ROUTES: readonly AppRoute[] = [...INVOICE_ROUTES, ...OPEN_INVOICE_ROUTES];
