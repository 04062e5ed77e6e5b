import { isValidUntilActive, type TVatCode, type TWorkType } from '../settings/owner-lists.ts';
import type { TSalesSettings } from './sales-settings.ts';

// What the Sales general settings (sales-settings.ts) mean where new customers and invoices are made. The server and
// the web app both apply these, so a customer form, an import and a run start from the same values.

/** The customer fields whose value for a new customer comes from the Sales general settings. */
export const NEW_CUSTOMER_DEFAULT_FIELDS = ['paymentDays', 'joinInvoices', 'multiProjects'] as const;
export type NewCustomerDefaultField = (typeof NEW_CUSTOMER_DEFAULT_FIELDS)[number];

/** A new customer's payment days, joinInvoices and multiProjects: the owner's settings. */
export const newCustomerDefaults = (settings: TSalesSettings): Pick<TSalesSettings, NewCustomerDefaultField> => ({
  paymentDays: settings.paymentDays,
  joinInvoices: settings.joinInvoices,
  multiProjects: settings.multiProjects,
});

/** periodicInvoiceDate: 1 the last day of the invoice's period (its billing date), 2 the day the run makes it. */
export const PERIODIC_INVOICE_DATE = { periodEnd: 1, runDay: 2 } as const;

/**
 * The date of an invoice a periodic or direct run proposes or drafts. By period end it is the last billing date of
 * its rows (the period's last day; option 2 its fixed day), never after today: an invoice is not dated in the future.
 */
export function periodicInvoiceDate(setting: number, lastBilling: string, today: string): string {
  if (setting === PERIODIC_INVOICE_DATE.runDay) return today;
  return lastBilling && lastBilling < today ? lastBilling : today;
}

type SalesLists = { vatCodes: readonly TVatCode[]; workTypes: readonly TWorkType[] };

/**
 * The sales type and VAT code (0: none) a new invoice row starts with on `date`: the defaults of the settings while
 * they are live and valid then. Without a default VAT code the default sales type's own VAT code is taken, as
 * choosing that type by hand does.
 */
export function invoiceRowDefaults(
  settings: Pick<TSalesSettings, 'vatCodeId' | 'workTypeId'>,
  lists: SalesLists,
  date: string,
): { workTypeId: number; vatCode: number } {
  const type = lists.workTypes.find((item) => item.id === settings.workTypeId && isValidUntilActive(item, date));
  const valid = (id: number) => lists.vatCodes.find((code) => code.id === id && isValidUntilActive(code, date))?.id;
  return { workTypeId: type?.id ?? 0, vatCode: valid(settings.vatCodeId) ?? valid(type?.vatCodeId ?? 0) ?? 0 };
}
