import {
  type CallBody,
  OWNER_LIST_CALLS,
  PAYMENT_CALLS,
  REMINDER_CALLS,
  type TPaymentConnectRow,
  type TPaymentRow,
} from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

// The payments list and the links (PAYMENT_CALLS in the domain): the hooks the page and its dialog share.

export type PaymentRow = TPaymentRow;
export type ConnectRow = TPaymentConnectRow;

/** Every read a link or a payment changes: read again after any save (open invoices lose a paid invoice). */
export const PAYMENT_REFRESHES = [
  PAYMENT_CALLS.paymentsDateRange,
  PAYMENT_CALLS.getPayment,
  PAYMENT_CALLS.paymentOpenItems,
  REMINDER_CALLS.openInvoicesV2,
] as const;

export const usePaymentsPage = (body: CallBody<typeof PAYMENT_CALLS.paymentsDateRange>) =>
  useCall(PAYMENT_CALLS.paymentsDateRange, body, { keepPrevious: true });
export const usePayment = (id: number) => useCall(PAYMENT_CALLS.getPayment, { id }, { enabled: id > 0 });
export const useBankAccounts = () => useCall(OWNER_LIST_CALLS.bankAccounts.all);
export const useOpenItems = (body: CallBody<typeof PAYMENT_CALLS.paymentOpenItems>) =>
  useCall(PAYMENT_CALLS.paymentOpenItems, body, { keepPrevious: true });
