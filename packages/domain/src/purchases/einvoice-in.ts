import { z } from 'zod';
import { ZInvoiceAddress } from '../sales/invoice-types.ts';
import { ZSupplierRecord } from './supplier-schemas.ts';

// A supplier's e-invoice as read from its UBL 2.1 Invoice or CreditNote (EN 16931, Peppol BIS 3, SI-UBL 2.0): what
// the purchases module needs to make a draft purchase and to find (or offer to create) the supplier.
//
// Signs: amounts are what the owner owes the supplier. An Invoice's amounts are taken as written; a CreditNote's
// are negated (a credit note of € 121 gives payable -12100), so a credit is a purchase with negative amounts, as our
// own credit invoices are invoices with negative amounts. `kind` still says which document it was.
// Money is integer cents, quantities and percentages integer hundredths (DESIGN §5).

const cents = z.number().int();
const hundredths = z.number().int();

export const EINVOICE_KINDS = ['invoice', 'creditNote'] as const;

/** An account the supplier asks to be paid into (cac:PaymentMeans/cac:PayeeFinancialAccount), IBAN normalised. */
export const ZEInvoiceBankAccount = z.object({ iban: z.string(), bic: z.string() });

/** The seller (cac:AccountingSupplierParty): what we match a supplier by and what a new supplier is made from. */
export const ZEInvoiceSupplier = z.object({
  /** The legal name (RegistrationName), else the trading name (PartyName). */
  name: z.string(),
  /** As written without spaces and dots, in capitals: 'NL820098395B01'. */
  vatNumber: z.string(),
  /** The KvK number (ISO 6523 scheme 0106), '' when the invoice names none. */
  cocNumber: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166 alpha-2, '' when absent. */
  country: z.string(),
  /** Valid IBANs only, each once, in the invoice's order. */
  bankAccounts: z.array(ZEInvoiceBankAccount),
});

/** The VAT of a line, allowance or breakdown: its category (S, Z, E, AE, K, G, O, L, M) and rate. */
const vat = { vatCategory: z.string(), vatPercentage: hundredths };

export const ZEInvoiceLine = z.object({
  /** The line's own id (cbc:ID). */
  lineId: z.string(),
  /** The item's name, with its description on the next line when it says more. */
  description: z.string(),
  /** Hundredths as written (a credit note's too), rounded half away from zero past two decimals; informative only. */
  quantity: hundredths,
  unitCode: z.string(),
  /** The line's net amount (cbc:LineExtensionAmount): line allowances and charges already in it. */
  amount: cents,
  ...vat,
});

/** A document-level allowance (discount) or charge; both amounts positive in the document, signed here. */
export const ZEInvoiceAllowanceCharge = z.object({
  charge: z.boolean(),
  /** Signed as it changes the total: an allowance negative, a charge positive (negated again for a credit note). */
  amount: cents,
  reason: z.string(),
  ...vat,
});

export const ZEInvoiceVatBreakdown = z.object({ ...vat, taxableAmount: cents, vatAmount: cents });

export const ZEInvoiceTotals = z.object({
  lineExtension: cents,
  /** cbc:AllowanceTotalAmount as written (positive on an invoice): tax exclusive = lines - allowances + charges. */
  allowances: cents,
  charges: cents,
  taxExclusive: cents,
  vat: cents,
  taxInclusive: cents,
  prepaid: cents,
  rounding: cents,
  payable: cents,
});

export const ZEInvoiceIn = z.object({
  kind: z.enum(EINVOICE_KINDS),
  /** UNTDID 1001: 380 commercial invoice, 381 credit note, 384 corrected invoice, ... */
  typeCode: z.string(),
  /** The supplier's invoice number (cbc:ID). */
  invoiceNumber: z.string(),
  issueDate: z.string(),
  /** Invoice cbc:DueDate, or cac:PaymentMeans/cbc:PaymentDueDate (a UBL 2.1 CreditNote has no DueDate); null if none. */
  dueDate: z.string().nullable(),
  /** cac:PaymentTerms/cbc:Note: EN 16931 allows terms instead of a due date. */
  paymentTerms: z.string(),
  currency: z.literal('EUR'),
  /** cbc:PaymentID of the first payment means that has one: the betalingskenmerk to pay with. */
  paymentReference: z.string(),
  /** cbc:BuyerReference or the order reference: what the supplier knows us by. */
  buyerReference: z.string(),
  supplier: ZEInvoiceSupplier,
  lines: z.array(ZEInvoiceLine),
  allowanceCharges: z.array(ZEInvoiceAllowanceCharge),
  vatBreakdown: z.array(ZEInvoiceVatBreakdown),
  totals: ZEInvoiceTotals,
});

/** How the owner's supplier was found: by VAT number, else KvK number, else IBAN (supplier-match.ts). */
export const SUPPLIER_MATCHES = ['vatNumber', 'cocNumber', 'iban'] as const;
export type TSupplierMatch = (typeof SUPPLIER_MATCHES)[number];

/**
 * The supplier the web app offers to create for an unknown seller (saveSupplier's fields, number '<auto>'): plain
 * texts, as an invoice may lack what saveSupplier requires (the city), which the user then fills in.
 */
export const ZEInvoiceNewSupplier = ZInvoiceAddress.pick({
  name: true,
  address: true,
  houseNumber: true,
  houseAddition: true,
  postalCode: true,
  city: true,
  country: true,
  vatNumber: true,
}).extend({
  cocNumber: z.string(),
  bankAccounts: z.array(
    z.object({ iban: z.string(), bic: z.string(), percentage: z.number().int(), gAccount: z.number().int() }),
  ),
});

/** The owner's supplier that sent the e-invoice (by a match, or `chosen` by the user), or the one to create. */
export const ZEInvoiceSupplierMatch = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), by: z.enum([...SUPPLIER_MATCHES, 'chosen']), supplier: ZSupplierRecord }),
  z.object({ found: z.literal(false), newSupplier: ZEInvoiceNewSupplier }),
]);

export type TEInvoiceNewSupplier = z.infer<typeof ZEInvoiceNewSupplier>;
export type TEInvoiceSupplierMatch = z.infer<typeof ZEInvoiceSupplierMatch>;
export type TEInvoiceBankAccount = z.infer<typeof ZEInvoiceBankAccount>;
export type TEInvoiceSupplier = z.infer<typeof ZEInvoiceSupplier>;
export type TEInvoiceLine = z.infer<typeof ZEInvoiceLine>;
export type TEInvoiceAllowanceCharge = z.infer<typeof ZEInvoiceAllowanceCharge>;
export type TEInvoiceVatBreakdown = z.infer<typeof ZEInvoiceVatBreakdown>;
export type TEInvoiceTotals = z.infer<typeof ZEInvoiceTotals>;
export type TEInvoiceIn = z.infer<typeof ZEInvoiceIn>;
