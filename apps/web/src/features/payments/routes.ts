import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const batches = lazyPage(() => import('./batches/payment-batches-page.tsx'), 'PaymentBatchesPage');
const templates = lazyPage(() => import('./templates/payment-templates-page.tsx'), 'PaymentTemplatesPage');
const payments = lazyPage(() => import('./matching/payments-page.tsx'), 'PaymentsPage');
const saldoDate = lazyPage(() => import('./import/saldo-date-page.tsx'), 'SaldoDatePage');
const bankAccounts = lazyPage(() => import('./import/bank-accounts-page.tsx'), 'BankAccountsPage');
const bankConnection = lazyPage(() => import('./bank-connection/bank-connection-page.tsx'), 'BankConnectionPage');
const settings = lazyPage(() => import('./settings/payment-settings-page.tsx'), 'PaymentSettingsPage');
const inMenu = menuEntries('payments', 'payments');

/** The payments pages of spec 000 §2 (Payments: Index, PaymentBatches, SaldoDate, BankAccounts, PaymentTemplates), in menu order. */
export const PAYMENT_ROUTES: readonly AppRoute[] = [
  inMenu('/Payments/Index/:id?', 'paymentMatch.menu.index', payments),
  inMenu('/Payments/PaymentBatches/:action?/:id?', 'paymentBatches.menu', batches),
  inMenu('/Payments/SaldoDate', 'bankImport.menu.saldoDate', saldoDate),
  inMenu('/Payments/BankAccounts/:action?/:id?', 'bankImport.menu.bankAccounts', bankAccounts),
  inMenu('/Payments/PaymentTemplates/:action?/:id?', 'paymentTemplates.menu', templates),
  inMenu('/Payments/BankConnection', 'bankConnection.menu', bankConnection),
  inMenu('/Payments/Settings', 'paymentMatch.settings.menu', settings, { level: 'admin' }),
  {
    // Where the bank sends the office back after the consent (?ref=): it completes the connection.
    path: '/Payments/BankConnectionDone',
    page: lazyPage(() => import('./bank-connection/bank-connection-done-page.tsx'), 'BankConnectionDonePage'),
    area: 'payments',
    level: 'admin',
    title: 'bankConnection.menu',
  },
];
