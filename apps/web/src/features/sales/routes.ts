import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';
import { INVOICE_ROUTES } from './invoices/routes.ts';
import { OPEN_INVOICE_ROUTES } from './open-invoices/routes.ts';
import { PDF_TEMPLATE_ROUTES } from './pdf-templates/routes.ts';
import { PERIODIC_ROUTES } from './periodic/routes.ts';
import { PRICE_ROUTES } from './prices/routes.ts';
import { QUOTE_ROUTES } from './quotes/routes.ts';
import { SALES_REPORT_ROUTES } from './reports/routes.ts';

/** The invoicing pages of spec 000 §2 (customers and contacts are in features/customers). */
export const INVOICING_ROUTES: readonly AppRoute[] = [
  ...INVOICE_ROUTES,
  ...OPEN_INVOICE_ROUTES,
  ...PERIODIC_ROUTES,
  ...PDF_TEMPLATE_ROUTES,
  ...QUOTE_ROUTES,
  ...SALES_REPORT_ROUTES,
  ...PRICE_ROUTES,
];

/** The sales lists (VAT codes, work types): the customers' menu group shows them after the contacts. */
export const SALES_LIST_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/VatCodes',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./vat-codes-page.tsx'),
      (m) => m.VatCodesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'projectSub.menu.vatCodes' },
  },
  {
    path: '/Sales/WorkTypes',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./work-types-page.tsx'),
      (m) => m.WorkTypesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'projectSub.menu.workTypes' },
  },
];
