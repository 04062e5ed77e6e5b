import { z } from 'zod';
import { LOCALES } from '../api/locales.ts';
import { ZInvoiceRow } from './invoice-schemas.ts';

// The invoice as the API answers it (schemas of the answers; the request schemas are in invoice-schemas.ts).

const zNullableDate = z.string().nullable();

/** Where the invoice went, as it was when invoiced: the customer's postal address, or its management company's. */
export const ZInvoiceAddress = z.object({
  name: z.string(),
  tav: z.string(),
  address: z.string(),
  houseNumber: z.string(),
  houseAddition: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  /** The customer the invoice concerns when it is addressed to its management company. */
  onBehalfOf: z.string(),
  vatNumber: z.string(),
});
export type TInvoiceAddress = z.infer<typeof ZInvoiceAddress>;

/** One send of an invoice (the `sent` list): by e-mail (to whom) or on paper. */
export const ZInvoiceSentEvent = z.object({
  date: z.string(),
  at: z.string(),
  method: z.enum(['email', 'paper']),
  to: z.string(),
  by: z.number().int(),
  mailId: z.number().int(),
});
export type TInvoiceSentEvent = z.infer<typeof ZInvoiceSentEvent>;

/** A payment connected to the invoice (payments + payment_connects). */
const ZInvoicePayment = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
});

/** A reminder sent for the invoice (invoice_reminders, written by the open-invoices screen). */
const ZInvoiceReminder = z.object({
  id: z.number().int(),
  reminderDate: z.string(),
  level: z.number().int(),
  template: z.string(),
  subject: z.string(),
  address: z.string(),
  isCopy: z.number().int(),
});

/** The VAT of one VAT code (TVatAmount of invoice-totals.ts). */
export const ZVatAmount = z.object({
  vatCode: z.number().int(),
  percentage: z.number().int(),
  base: z.number().int(),
  vat: z.number().int(),
});

/** An invoice as the API answers it. Drafts have number null; amounts in cents. */
export const ZInvoiceRecord = z.object({
  id: z.number().int(),
  number: z.number().int().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerNumber: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  invoiceDate: zNullableDate,
  bookDate: zNullableDate,
  expiryDate: zNullableDate,
  paymentDays: z.number().int(),
  /** 0 draft, 1 invoiced. */
  status: z.number().int(),
  amountExVat: z.number().int(),
  amountInclVat: z.number().int(),
  amountOpen: z.number().int(),
  vatAmounts: z.array(ZVatAmount),
  rows: z.array(ZInvoiceRow),
  /** Empty while a draft: the address is fixed when invoiced. */
  address: z.union([ZInvoiceAddress, z.record(z.string(), z.never())]),
  locale: z.enum(LOCALES),
  startPeriod: zNullableDate,
  endPeriod: zNullableDate,
  period: z.string(),
  textAbove: z.string(),
  textBelow: z.string(),
  sent: z.array(ZInvoiceSentEvent),
  /** The invoice this one credits (0: none) and its number. */
  creditFor: z.number().int(),
  creditForNumber: z.number().int().nullable(),
  uploadId: z.number().int(),
  paidDate: zNullableDate,
  deleted: z.number().int(),
  /** The betalingskenmerk to pay by (16 digits); '' on drafts and credit invoices. */
  paymentReference: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoiceRecord>;

/** getInvoice adds what hangs off the invoice. */
export const ZInvoiceDetail = ZInvoiceRecord.extend({
  payments: z.array(ZInvoicePayment),
  reminders: z.array(ZInvoiceReminder),
  /** Credit invoices made for this one (id and number; number null while a draft). */
  credits: z.array(z.object({ id: z.number().int(), number: z.number().int().nullable() })),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

/** A row of invoicesDateRangePaged: the invoice without rows and texts. */
export const ZInvoiceListRow = ZInvoiceRecord.omit({
  rows: true,
  textAbove: true,
  textBelow: true,
  address: true,
  vatAmounts: true,
});
export type TInvoiceListRow = z.infer<typeof ZInvoiceListRow>;

export const ZInvoicesPage = z.object({
  invoices: z.array(ZInvoiceListRow),
  totalExclVat: z.number().int(),
  totalInclVat: z.number().int(),
  /** Still to be paid of every match. */
  totalOpen: z.number().int(),
  count: z.number().int(),
});
export type TInvoicesPage = z.infer<typeof ZInvoicesPage>;

/** invoiceMailDraft: what the send dialog opens with, as sendInvoice would send it unedited. */
export const ZInvoiceMailDraft = z.object({
  to: z.string(),
  subject: z.string(),
  /** HTML, sanitised, the variables filled in. */
  message: z.string(),
  locale: z.enum(LOCALES),
  template: z.enum(['invoice', 'credit_invoice']),
  attachments: z.array(z.object({ fileName: z.string(), mimeType: z.string() })),
});
export type TInvoiceMailDraft = z.infer<typeof ZInvoiceMailDraft>;
