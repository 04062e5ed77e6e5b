import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const batches = lazyPage(() => import('./batches/payment-batches-page.tsx'), 'PaymentBatchesPage');
const templates = lazyPage(() => import('./templates/payment-templates-page.tsx'), 'PaymentTemplatesPage');
const inMenu = menuEntries('payments', 'payments');

/** The payments pages of spec 000 §2 (Payments: Index, PaymentBatches, SaldoDate, BankAccounts, PaymentTemplates), in menu order. */
export const PAYMENT_ROUTES: readonly AppRoute[] = [
  inMenu('/Payments/PaymentBatches/:action?/:id?', 'paymentBatches.menu', batches),
  inMenu('/Payments/PaymentTemplates/:action?/:id?', 'paymentTemplates.menu', templates),
];
