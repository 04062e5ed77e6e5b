import type { AppRoute } from '../../routes.ts';

/** The payments pages of spec 000 §2 (Payments: Index, PaymentBatches, SaldoDate, BankAccounts, PaymentTemplates), in menu order. */
export const PAYMENT_ROUTES: readonly AppRoute[] = [];
