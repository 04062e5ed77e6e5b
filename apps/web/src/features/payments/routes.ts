import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const payments = lazyPage(() => import('./matching/payments-page.tsx'), 'PaymentsPage');
const inMenu = menuEntries('payments', 'payments');

/** The payments pages of spec 000 §2 (Payments: Index, PaymentBatches, SaldoDate, BankAccounts, PaymentTemplates), in menu order. */
export const PAYMENT_ROUTES: readonly AppRoute[] = [
  inMenu('/Payments/Index/:id?', 'paymentMatch.menu.index', payments),
];
