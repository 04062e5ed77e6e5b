import { z } from 'zod';
import { zInt } from '../api/fields.ts';
import { INVOICE_MESSAGES } from './invoice-texts.ts';

// Where an owner's invoice numbers start (owner settings invoiceFirstNumber). A company coming from another system
// continues its numbering (20260413); one that numbers per year starts a new series (2027001). Numbers stay
// consecutive: invoicing gives one above the highest in use, never below the first number.

/** invoices.number is a PostgreSQL integer. */
export const INVOICE_NUMBER_MAX = 2_147_483_647;

export const ZSaveInvoiceNumberingRequest = z.object({ firstNumber: zInt(1, INVOICE_NUMBER_MAX) });

/** The number invoicing gives next. */
export const nextInvoiceNumber = (highest: number | null, firstNumber: number): number =>
  Math.max((highest ?? 0) + 1, firstNumber);

/** A first number at or below a number in use would let numbers repeat or go back: null when allowed. */
export function firstNumberRefusal(highest: number | null, firstNumber: number): string | null {
  return highest !== null && firstNumber <= highest ? INVOICE_MESSAGES.firstNumberInUse : null;
}

/** What the invoice settings page shows of the numbering. */
export const ZInvoiceNumbering = z.object({
  firstNumber: z.number().int(),
  /** The highest number given so far; null while the owner has invoiced nothing. */
  highest: z.number().int().nullable(),
  nextNumber: z.number().int(),
});
export type TInvoiceNumbering = z.infer<typeof ZInvoiceNumbering>;
