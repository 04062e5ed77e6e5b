import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const receivables = lazyPage(() => import('./receivables-page.tsx'), 'AccountReceivablePage');
const projectHours = lazyPage(() => import('./project-hours-page.tsx'), 'ProjectHoursOverviewPage');
const importInvoices = lazyPage(() => import('./import-invoices-page.tsx'), 'ImportInvoicesPage');
const inMenu = menuEntries('sales', 'sales');

/** Sales reports and the invoice import (issue 17). */
export const SALES_REPORT_ROUTES: readonly AppRoute[] = [
  inMenu('/Sales/AccountReceivable', 'salesReports.receivables.menu', receivables),
  inMenu('/Sales/ProjectHoursOverview', 'salesReports.hours.menu', projectHours),
  inMenu('/Sales/ImportInvoices', 'salesReports.importInvoices.menu', importInvoices, { level: 'write' }),
];
