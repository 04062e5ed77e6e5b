import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import { resourceRoute } from '../../platform/resource/resource-route.ts';
import type { AppRoute } from '../../routes.ts';

const inMenu = menuEntries('accounting', 'accounting');

/** The Accounting2 pages of spec 000 §2 built so far, in menu order. */
export const ACCOUNTING_ROUTES: readonly AppRoute[] = [
  inMenu(
    '/Accounting2/Ledgers',
    'accounting.menu.ledgers',
    lazyPage(() => import('./ledgers-page.tsx'), 'LedgersPage'),
  ),
  inMenu(
    '/Accounting2/Bookings/:startDate?/:endDate?/:accountId?',
    'accounting.menu.bookings',
    lazyPage(() => import('./bookings-page.tsx'), 'BookingsPage'),
  ),
  inMenu(
    '/Accounting2/TrialBalance',
    'accounting.menu.trialBalance',
    lazyPage(() => import('./trial-balance-page.tsx'), 'TrialBalancePage'),
  ),
  inMenu(
    '/Accounting2/Balance',
    'accountingReports.menu.balance',
    lazyPage(() => import('./balance-page.tsx'), 'BalancePage'),
  ),
  inMenu(
    '/Accounting2/ProfitLoss',
    'accountingReports.menu.profitLoss',
    lazyPage(() => import('./profit-loss-page.tsx'), 'ProfitLossPage'),
  ),
  inMenu(
    '/Accounting2/AccountsReceivable/:action?/:id?',
    'accountingReports.menu.receivable',
    lazyPage(() => import('./open-items-page.tsx'), 'AccountsReceivablePage'),
  ),
  inMenu(
    '/Accounting2/AccountsPayable/:action?/:id?',
    'accountingReports.menu.payable',
    lazyPage(() => import('./open-items-page.tsx'), 'AccountsPayablePage'),
  ),
  inMenu(
    '/Accounting2/VatNL/:startDate?/:endDate?',
    'vatReturn.menu',
    lazyPage(() => import('./vat/vat-return-page.tsx'), 'VatReturnPage'),
  ),
  {
    path: '/Accounting2/VatDetails',
    params: ':startDate?/:endDate?/:rubric?',
    page: lazyPage(() => import('./vat/vat-details-page.tsx'), 'VatDetailsPage'),
    area: 'accounting',
    level: 'read',
    title: 'vatReturn.details.title',
  },
  inMenu(
    '/Accounting2/Status',
    'accounting.menu.status',
    lazyPage(() => import('./status-page.tsx'), 'AccountingStatusPage'),
  ),
  inMenu(
    '/Accounting2/StartBalance',
    'accounting.menu.startBalance',
    lazyPage(() => import('./start-balance-page.tsx'), 'StartBalancePage'),
    { level: 'admin' },
  ),
  inMenu(
    '/Accounting2/CloseBookPeriod',
    'accounting.menu.closeBookPeriod',
    lazyPage(() => import('./close-period-page.tsx'), 'ClosePeriodPage'),
    { level: 'admin' },
  ),
  resourceRoute('ledgerClasses'),
  resourceRoute('diaries'),
  inMenu(
    '/Accounting2/Export',
    'accountingExchange.menu.export',
    lazyPage(() => import('./exchange/export-page.tsx'), 'AccountingExportPage'),
  ),
  inMenu(
    '/Accounting2/ImportLedger',
    'accountingExchange.menu.importLedger',
    lazyPage(() => import('./exchange/import-ledger-page.tsx'), 'ImportLedgerPage'),
    { level: 'admin' },
  ),
  inMenu(
    '/Accounting2/AccountingSettings',
    'accounting.menu.settings',
    lazyPage(() => import('./settings-page.tsx'), 'AccountingSettingsPage'),
    { level: 'admin' },
  ),
];
