import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { addDays } from '../dates.ts';
import type { RowIssue } from '../sales/invoice-rules.ts';
import { type TInvoiceTotals, vatTotals } from '../sales/invoice-totals.ts';
import { isValidUntilActive } from '../settings/owner-lists.ts';

/**
 * Purchase form rules (spec 001 §5, 002 §5 Purchases and suppliers: a purchase needs a purchase type, a VAT rate, a
 * supplier, at least one row and a category) as the server sends them in zod issues; the web app maps them to
 * `purchases.messages.<key>`.
 */
export const PURCHASE_MESSAGES = {
  purchaseTypeRequired: 'A purchase type is required',
  vatRequired: 'A VAT rate is required',
  supplierRequired: 'A supplier is required',
  rowsRequired: 'At least one row is required',
  categoryRequired: 'A category is required',
} as const;
export type PurchaseMessageKey = keyof typeof PURCHASE_MESSAGES;

/** What the totals need of a row: the server fills vatPercentage from the row's VAT code. */
export interface PurchaseTotalsRow {
  amount: number;
  vatCodeId: number;
  vatPercentage: number;
}

/**
 * The totals of a purchase in cents by the sales invoices' one rounding rule (sales/invoice-totals.ts vatTotals): VAT
 * once per VAT code on the code's summed row amounts, half away from zero, so a credit note has exactly the negated
 * amounts. The VAT lines name the code `vatCode`, as an invoice's do.
 */
export const purchaseTotals = (rows: readonly PurchaseTotalsRow[]): TInvoiceTotals =>
  vatTotals(rows.map((row) => ({ amount: row.amount, vatCode: row.vatCodeId, vatPercentage: row.vatPercentage })));

/** The due date (spec 001 §9): the invoice date plus the supplier's payment days. */
export const purchaseDueDate = (invoiceDate: string, paymentDays: number): string => addDays(invoiceDate, paymentDays);

/** A purchase type is active while validUntil is today or later (spec 000 §5; work types: only after today). */
export const isPurchaseTypeActive = (type: { validUntil: string; deleted: number }, today: string): boolean =>
  !type.deleted && type.validUntil >= today;

/** Whether a definitive purchase counts under a payment-term filter on `date`: 0 not expired, 1 expired, 2 all. */
export function matchesPaymentTerm(dueDate: string | null, term: number, date: string): boolean {
  if (term === 2) return true;
  const expired = dueDate !== null && dueDate < date;
  return term === 1 ? expired : !expired;
}

/** What a new row's VAT code defaults to needs to know. */
export interface RowVatDefaults {
  /** The supplier's subcontractor flag: its rows take reverse-charged VAT (verlegde btw). */
  subcontractor: number;
  /** The VAT code of the row's purchase type (0: none). */
  typeVatCodeId: number;
  /** Purchase settings: the default and the reverse-charge VAT code (0: none). */
  vatCodeId: number;
  reverseChargeVatCodeId: number;
  /** The owner's live VAT codes, to find a reverse-charge one when the settings name none. */
  vatCodes: readonly { id: number; reverseCharge: number }[];
}

/**
 * The VAT code a row without one gets: a subcontractor's rows are reverse-charged (the settings' reverse-charge code,
 * else the owner's first reverse-charge code); others take their purchase type's code, else the settings' default.
 * 0 when there is none: the form rule then asks for a VAT rate.
 */
export function defaultRowVatCode(defaults: RowVatDefaults): number {
  if (defaults.subcontractor) {
    if (defaults.reverseChargeVatCodeId) return defaults.reverseChargeVatCodeId;
    return defaults.vatCodes.find((code) => code.reverseCharge)?.id ?? 0;
  }
  return defaults.typeVatCodeId || defaults.vatCodeId;
}

interface DatedItem {
  id: number;
  validUntil: string;
  deleted: number;
}

/**
 * Row checks that need the owner's lists, paths as zod's: a purchase type that exists and is active on the invoice
 * date (else PURCHASE_MESSAGES.purchaseTypeRequired), a VAT code (else vatRequired) that exists and is valid on the
 * invoice date (else the shared "Insert a valid VAT code"). Rows whose VAT code is 0 after the defaults have none.
 */
export function checkPurchaseRows(
  rows: readonly { purchaseTypeId: number; vatCodeId: number }[],
  lists: { purchaseTypes: readonly DatedItem[]; vatCodes: readonly DatedItem[] },
  invoiceDate: string,
): RowIssue[] {
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    const type = lists.purchaseTypes.find((item) => item.id === row.purchaseTypeId);
    if (!type || !isPurchaseTypeActive(type, invoiceDate))
      issues.push({ path: `rows.${index}.purchaseTypeId`, message: PURCHASE_MESSAGES.purchaseTypeRequired });
    if (row.vatCodeId === 0) {
      issues.push({ path: `rows.${index}.vatCodeId`, message: PURCHASE_MESSAGES.vatRequired });
      return;
    }
    const vatCode = lists.vatCodes.find((code) => code.id === row.vatCodeId);
    if (!vatCode || !isValidUntilActive(vatCode, invoiceDate))
      issues.push({ path: `rows.${index}.vatCodeId`, message: VALIDATION_MESSAGES.invalidVatCode });
  });
  return issues;
}
