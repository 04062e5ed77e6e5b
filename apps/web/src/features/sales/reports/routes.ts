import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Sales reports and the invoice import (issue 17). */
export const SALES_REPORT_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/AccountReceivable',
    page: lazyPage(
      () => import('./receivables-page.tsx'),
      (m) => m.AccountReceivablePage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'salesReports.receivables.menu' },
  },
  {
    path: '/Sales/ProjectHoursOverview',
    page: lazyPage(
      () => import('./project-hours-page.tsx'),
      (m) => m.ProjectHoursOverviewPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'salesReports.hours.menu' },
  },
  {
    path: '/Sales/ImportInvoices',
    page: lazyPage(
      () => import('./import-invoices-page.tsx'),
      (m) => m.ImportInvoicesPage,
    ),
    area: 'sales',
    level: 'write',
    menu: { group: 'sales', label: 'salesReports.importInvoices.menu' },
  },
];
