import {
  type CallBody,
  callKey,
  INVOICE_CALLS,
  INVOICE_SETTING_CALLS,
  OWNER_LIST_CALLS,
  type TInvoiceDetail,
  type TInvoiceListRow,
} from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

// The invoice reads the pages share (spec 001 §7); the calls themselves are declared in the domain (INVOICE_CALLS).

export type InvoiceRow = TInvoiceListRow;
export type InvoiceDetail = TInvoiceDetail;

/** The cache key of one invoice (the editor fills it with each answer). */
export const invoiceKey = (id: number) => callKey(INVOICE_CALLS.getInvoice, { id });
/** Silent: the edit page says "not found" itself. */
export const useInvoice = (id: number) => useCall(INVOICE_CALLS.getInvoice, { id }, { enabled: id > 0, silent: true });
export const useInvoicesPage = (body: CallBody<typeof INVOICE_CALLS.invoicesDateRangePaged>) =>
  useCall(INVOICE_CALLS.invoicesDateRangePaged, body);
export const useVatCodes = () => useCall(OWNER_LIST_CALLS.vatCodes.all);
export const useSalesTypes = () => useCall(OWNER_LIST_CALLS.workTypes.all);
export const useInvoiceSettings = () => useCall(INVOICE_SETTING_CALLS.invoiceSettings, {});
