import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zFlag, zInt } from '../api/fields.ts';
import { DEFAULT_PAYMENT_DAYS } from '../customers/enums.ts';

/**
 * The Sales general settings (/Sales/GeneralSettings), kept in owners.settings.salesSettings: what a new customer and
 * a new invoice start with. A customer's own payment days win over the default (invoice expiry = invoice date +
 * payment days, spec 001 §9).
 */
export const ZSalesSettings = z.object({
  /** Payment days of a new customer. */
  paymentDays: zInt(0, 365).default(DEFAULT_PAYMENT_DAYS),
  /** A new customer's invoices: joined into one per period (joinInvoices) and several projects on one (multiProjects). */
  joinInvoices: zFlag.default(0),
  multiProjects: zFlag.default(0),
  /** VAT code and sales (work) type of a new invoice row; 0 none. */
  vatCodeId: zInt(0).default(0),
  workTypeId: zInt(0).default(0),
  /** The invoice date of a periodic invoice: 1 the last day of its period, 2 the day the run makes it. */
  periodicInvoiceDate: zInt(1, 2).default(1),
  /** Send the user a copy of every invoice mail they send. */
  invoiceCopyToSender: zFlag.default(0),
});
export type TSalesSettings = z.infer<typeof ZSalesSettings>;
export const SALES_SETTINGS_DEFAULTS: TSalesSettings = ZSalesSettings.parse({});

export const SALES_SETTING_CALLS = {
  salesSettings: defineCall({
    method: 'POST',
    path: '/salesSettings',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: ZSalesSettings,
    summary: 'The Sales general settings: defaults of new customers and invoices',
  }),
  saveSalesSettings: defineCall({
    method: 'POST',
    path: '/saveSalesSettings',
    area: 'sales',
    level: 'write',
    body: ZSalesSettings,
    response: ZSalesSettings,
    summary: 'Save the Sales general settings (a VAT code and sales type must be live ones of the owner)',
  }),
} as const;
