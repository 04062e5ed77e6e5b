import type {
  TInvoiceDetail,
  TInvoiceListRow,
  TInvoiceSettings,
  TInvoicesPage,
  TInvoiceTemplate,
} from '@backoffice/domain';
import { OWNER_LIST_CALLS } from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';
import { readKey, useApiList, useApiRead } from '../../../platform/query.ts';

// The invoice calls the pages share (spec 001 §7).
export const INVOICE_CALLS = {
  paged: '/r/invoicesDateRangePaged',
  get: '/r/getInvoice',
  save: '/r/saveInvoice',
  preview: '/r/previewInvoice',
  invoice: '/r/invoiceInvoice',
  pdf: '/r/invoicePdf',
  regenerate: '/r/regenerateInvoice',
  send: '/r/sendInvoice',
  mailDraft: '/r/invoiceMailDraft',
  creditFor: '/r/invoicesCreditFor',
  join: '/r/joinInvoiceRows',
  unjoin: '/r/unjoinInvoiceRows',
  markPaid: '/r/markInvoicePaid',
  undoPayment: '/r/undoInvoicePayment',
  settings: '/r/invoiceSettings',
  saveTexts: '/r/saveInvoiceTexts',
  saveVars: '/r/saveInvoiceVars',
  saveNumbering: '/r/saveInvoiceNumbering',
  templates: '/r/allInvoiceTemplates',
  saveTemplate: '/r/saveInvoiceTemplate',
  clearTemplateCache: '/r/clearInvTemplateCache',
} as const;

export type InvoiceRow = TInvoiceListRow;
export type InvoiceDetail = TInvoiceDetail;

/** The cache key of one invoice (the editor fills it with each answer). */
export const invoiceKey = (id: number) => readKey(INVOICE_CALLS.get, { id });
/** Silent: the edit page says "not found" itself. */
export const useInvoice = (id: number) =>
  useApiRead<InvoiceDetail>(INVOICE_CALLS.get, { id }, { enabled: id > 0, silent: true });
export const useInvoicesPage = (body: Record<string, unknown>) => useApiRead<TInvoicesPage>(INVOICE_CALLS.paged, body);
export const useVatCodes = () => useCall(OWNER_LIST_CALLS.vatCodes.all);
export const useSalesTypes = () => useCall(OWNER_LIST_CALLS.workTypes.all);
export const useInvoiceSettings = () => useApiRead<TInvoiceSettings>(INVOICE_CALLS.settings, {});
export const useInvoiceTemplates = () => useApiList<TInvoiceTemplate>(INVOICE_CALLS.templates);
