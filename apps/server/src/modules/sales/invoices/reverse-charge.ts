import type { TInvoiceRow, TVatCode } from '@backoffice/domain';

// Reverse-charged VAT (btw verlegd, art. 12 Wet OB): the customer declares the VAT, so the row carries 0 % under a
// VAT code with the reverseCharge flag. The PDF must say so on each such row and name the customer's VAT number
// (art. 35a); the e-invoice writes category AE. Both read the rule here.

/** The ids of the owner's VAT codes whose VAT is reverse-charged. */
export const reverseChargedCodes = (vatCodes: readonly TVatCode[]): ReadonlySet<number> =>
  new Set(vatCodes.filter((code) => code.reverseCharge).map((code) => code.id));

/** A row is reverse-charged when its code is flagged and its rate is 0 % (a flagged code with a rate is not). */
export const isReverseCharged = (reverseCharged: ReadonlySet<number>, vatCode: number, percentage: number): boolean =>
  percentage === 0 && reverseCharged.has(vatCode);

/**
 * Whether any row (or a row joined into one) is reverse-charged. Such an invoice names the customer's VAT number
 * (art. 35a): without one it is refused (invoicing.ts).
 */
export function hasReverseChargedRow(reverseCharged: ReadonlySet<number>, rows: readonly TInvoiceRow[]): boolean {
  return rows
    .flatMap((row) => [row, ...row.joinedRows])
    .some((row) => isReverseCharged(reverseCharged, row.vatCode, row.vatPercentage));
}
