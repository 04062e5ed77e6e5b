import type { AppRoute } from '../../../routes.ts';

/** Open invoices with payment reminders, and the e-mail templates they use. */
export const OPEN_INVOICE_ROUTES: readonly AppRoute[] = [];
