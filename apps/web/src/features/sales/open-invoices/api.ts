import type { TEmailTemplate, TOpenInvoiceRow, TReminderFailure } from '@backoffice/domain';
import { useApiList } from '../../../platform/query.ts';

// The calls of the open-invoices screen and the e-mail templates page (spec 000 §7, 001 §7).
export const OPEN_INVOICE_CALLS = {
  openInvoices: '/r/openInvoicesV2',
  sendReminder: '/r/sendReminder',
  printReminderLetter: '/r/printReminderLetter',
  sendAllReminders: '/r/sendAllReminders',
  reminderFailures: '/r/reminderFailures',
  allReminderTemplates: '/r/allReminderTemplates',
  allEmailTemplates: '/r/allEmailTemplates',
  saveEmailTemplate: '/r/saveEmailTemplate',
  customerInvoiceLastPayments: '/r/customerInvoiceLastPayments',
} as const;

export type OpenInvoiceRow = TOpenInvoiceRow;

export const useReminderTemplates = () => useApiList<TEmailTemplate>(OPEN_INVOICE_CALLS.allReminderTemplates);
export const useEmailTemplates = () => useApiList<TEmailTemplate>(OPEN_INVOICE_CALLS.allEmailTemplates);
/** Read again every 30 s while something is listed: a retry that goes through, or fails for good, shows by itself. */
export const useReminderFailures = () =>
  useApiList<TReminderFailure>(OPEN_INVOICE_CALLS.reminderFailures, {
    refetchInterval: (rows) => (rows && rows.length > 0 ? 30_000 : false),
  });
