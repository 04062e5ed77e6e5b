import { z } from 'zod';
import { tag, zInt, zIsoDate, zLine, zNotes } from '../api/fields.ts';
import { defineImportCall } from '../api/imports.ts';
import { parseDayMonthYear } from '../dates.ts';
import { vatAmount } from './invoice-totals.ts';
import { isValidPaymentReference, paymentReferenceFor, takesPaymentReference } from './payment-reference.ts';

// Sales/ImportInvoices (issue 17): invoices made in another system, brought in as invoiced (historical) invoices with
// their own numbers, dates and amounts. No PDF, no mail, no new number: they are the books as they were.

/** Dates as the CSV has them, day first (DESIGN §5): 3-2-2024 is 3 February; ISO passes as it is. */
const zDayMonthYear = z.preprocess((v) => (typeof v === 'string' ? (parseDayMonthYear(v) ?? v) : v), zIsoDate);

const MAX_AMOUNT = 1_000_000_000;
const zAmount = zInt(-MAX_AMOUNT, MAX_AMOUNT);

/** The amounts an imported invoice is stored with: its own VAT, or the VAT at its rate rounded once. */
export function importedAmounts(row: { amountExVat: number; vatPercentage: number; vatAmount: number | null }) {
  const vat = row.vatAmount ?? vatAmount(row.amountExVat, row.vatPercentage);
  return { amountExVat: row.amountExVat, vat, amountInclVat: row.amountExVat + vat };
}

/** The open amount lies between 0 and the amount incl. VAT (a credit invoice: both negative). */
const IMPORT_INVOICE_MESSAGES = {
  openOutOfRange: 'The open amount must lie between 0 and the amount incl. VAT',
  invalidPaymentReference: 'Not a valid payment reference: 16 digits, the first the check digit of the other 15',
} as const;

/** The file's payment reference (spaces allowed), kept as its 16 digits; '' when the file has none. */
const zImportPaymentReference = tag(
  zLine(40)
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => value === '' || isValidPaymentReference(value), IMPORT_INVOICE_MESSAGES.invalidPaymentReference),
  { kind: 'line' },
).default('');

/** One imported invoice; amounts in cents, the VAT rate in hundredths of a percent (2100 = 21 %). */
export const ZImportInvoice = z
  .object({
    number: zInt(1),
    invoiceDate: zDayMonthYear,
    /** The payment due date; left out: the invoice date plus the customer's payment days. */
    expiryDate: zDayMonthYear.nullable().default(null),
    customerNumber: zInt(1),
    description: zNotes(1000),
    amountExVat: zAmount,
    vatPercentage: zInt(0, 10_000),
    /** As the other system computed it; left out: the amount excl. VAT at the rate, rounded once. */
    vatAmount: zAmount.nullable().default(null),
    /** What the customer still owes (0: paid). */
    amountOpen: zAmount.default(0),
    /** The reference the customer pays by, as the other system gave it; left out: the owner's own, as invoicing. */
    paymentReference: zImportPaymentReference,
  })
  .superRefine((row, ctx) => {
    const { amountInclVat } = importedAmounts(row);
    const [low, high] = amountInclVat < 0 ? [amountInclVat, 0] : [0, amountInclVat];
    if (row.amountOpen < low || row.amountOpen > high)
      ctx.addIssue({ code: 'custom', message: IMPORT_INVOICE_MESSAGES.openOutOfRange, path: ['amountOpen'] });
  });
export type TImportInvoice = z.infer<typeof ZImportInvoice>;

/**
 * The payment reference an imported invoice is stored with: the file's, else the owner's reference of its number as
 * invoicing gives it (none when the invoice pays back).
 */
export function importedPaymentReference(ownerId: number, row: TImportInvoice): string | null {
  if (row.paymentReference) return row.paymentReference;
  const { amountInclVat } = importedAmounts(row);
  return takesPaymentReference({ creditFor: 0, amountInclVat }) ? paymentReferenceFor(ownerId, row.number) : null;
}

export const INVOICE_IMPORT_CALLS = {
  insertInvoices: defineImportCall({
    path: '/insertInvoices',
    area: 'sales',
    row: ZImportInvoice,
    summary: 'Import invoiced (historical) invoices with their own numbers (a job); a number already used is refused',
  }),
} as const;
