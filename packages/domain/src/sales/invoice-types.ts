import type { Locale } from '../api/session.ts';
import type { TInvoiceRow } from './invoice-schemas.ts';
import type { TVatAmount } from './invoice-totals.ts';

/** Where the invoice went, as it was when invoiced: the customer's postal address, or its management company's. */
export interface TInvoiceAddress {
  name: string;
  tav: string;
  address: string;
  houseNumber: string;
  houseAddition: string;
  postalCode: string;
  city: string;
  country: string;
  /** The customer the invoice concerns when it is addressed to its management company. */
  onBehalfOf: string;
  vatNumber: string;
}

/** One send of an invoice (the `sent` list): by e-mail (to whom) or on paper. */
export interface TInvoiceSentEvent {
  date: string;
  at: string;
  method: 'email' | 'paper';
  to: string;
  by: number;
  mailId: number;
}

/** A payment connected to the invoice (payments + payment_connects). */
export interface TInvoicePayment {
  id: number;
  paymentId: number;
  date: string;
  amount: number;
  description: string;
}

/** A reminder sent for the invoice (invoice_reminders, written by the open-invoices screen). */
export interface TInvoiceReminder {
  id: number;
  reminderDate: string;
  level: number;
  template: string;
  subject: string;
  address: string;
  isCopy: number;
}

/** An invoice as the API answers it. Drafts have number null; amounts in cents. */
export interface TInvoice {
  id: number;
  number: number | null;
  customerId: number;
  customerName: string;
  customerNumber: number;
  projectId: number;
  projectName: string;
  invoiceDate: string | null;
  bookDate: string | null;
  expiryDate: string | null;
  paymentDays: number;
  /** 0 draft, 1 invoiced. */
  status: number;
  amountExVat: number;
  amountInclVat: number;
  amountOpen: number;
  vatAmounts: TVatAmount[];
  rows: TInvoiceRow[];
  address: TInvoiceAddress | Record<string, never>;
  locale: Locale;
  startPeriod: string | null;
  endPeriod: string | null;
  period: string;
  textAbove: string;
  textBelow: string;
  sent: TInvoiceSentEvent[];
  /** The invoice this one credits (0: none) and its number. */
  creditFor: number;
  creditForNumber: number | null;
  uploadId: number;
  paidDate: string | null;
  deleted: number;
}

/** getInvoice adds what hangs off the invoice. */
export interface TInvoiceDetail extends TInvoice {
  payments: TInvoicePayment[];
  reminders: TInvoiceReminder[];
  /** Credit invoices made for this one (id and number; number null while a draft). */
  credits: { id: number; number: number | null }[];
}

/** A row of invoicesDateRangePaged: the invoice without rows and texts. */
export type TInvoiceListRow = Omit<TInvoice, 'rows' | 'textAbove' | 'textBelow' | 'address' | 'vatAmounts'>;

export interface TInvoicesPage {
  invoices: TInvoiceListRow[];
  totalExclVat: number;
  totalInclVat: number;
  /** Still to be paid of every match. */
  totalOpen: number;
  count: number;
}
