import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Invoice pages: invoices, the invoice editor, direct invoices, invoice texts and variables. */
export const INVOICE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/Invoices',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./list/invoices-page.tsx'),
      (m) => m.InvoicesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'invoices.menu.invoices' },
  },
  {
    // The open-invoices screen opens #/Sales/Invoices/Edit/{id} (spec 000 §2); 0 is a new draft.
    path: '/Sales/Invoices/Edit',
    params: ':id',
    page: lazyPage(
      () => import('./edit/invoice-edit-page.tsx'),
      (m) => m.InvoiceEditPage,
    ),
    area: 'sales',
    level: 'read',
  },
  {
    path: '/Sales/DirectInvoices',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./direct/direct-invoices-page.tsx'),
      (m) => m.DirectInvoicesPage,
    ),
    area: 'sales',
    level: 'write',
    menu: { group: 'sales', label: 'invoices.menu.directInvoices' },
  },
  {
    path: '/Sales/InvoiceTexts',
    page: lazyPage(
      () => import('./settings/invoice-texts-page.tsx'),
      (m) => m.InvoiceTextsPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'invoices.menu.invoiceTexts' },
  },
  {
    path: '/Sales/InvoiceVars',
    page: lazyPage(
      () => import('./settings/invoice-vars-page.tsx'),
      (m) => m.InvoiceVarsPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'invoices.menu.invoiceVars' },
  },
];
