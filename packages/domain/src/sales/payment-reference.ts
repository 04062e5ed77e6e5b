// The Dutch payment reference (betalingskenmerk) an invoice is paid by: 16 digits, a check digit followed by 15
// digits. Banks refuse a mistyped one, and the bank statement carries it back, so a payment finds its invoice.
//
// The check digit follows the Currence / Betaalvereniging rule ("Specificaties betalingskenmerk",
// https://www.betaalvereniging.nl/betalingsverkeer/giraal-betalingsverkeer/wijzigingen-verwerking-acceptgirobetalingen/specificaties-betalingskenmerk/):
// weights 2, 4, 8, 5, 10, 9, 7, 3, 6, 1 from the rightmost digit leftwards, repeating; C = 11 − (Σ digit × weight
// mod 11); C = 10 counts as 1 and C = 11 as 0. Its published example is (5)000 0567 8901 2345.

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1] as const;

/** The check digit of the digits that follow it. */
export function paymentReferenceCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (WEIGHTS[i % WEIGHTS.length] ?? 0);
  }
  const check = 11 - (sum % 11);
  if (check === 10) return 1;
  if (check === 11) return 0;
  return check;
}

/** A 16-digit payment reference (spaces allowed) whose first digit is the check digit of the other 15. */
export function isValidPaymentReference(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits)) return false;
  return Number(digits[0]) === paymentReferenceCheckDigit(digits.slice(1));
}

/**
 * The reference of an owner's invoice: the owner in 5 digits and the invoice number in 10, behind the check digit.
 * The number alone makes it unique within the owner (numbers are); the owner part keeps two companies' references
 * apart for a customer who pays both. Invoice numbers are 32-bit integers, so 10 digits always hold one.
 */
export function paymentReferenceFor(ownerId: number, invoiceNumber: number): string {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 0 || invoiceNumber > 9_999_999_999)
    throw new RangeError(`Invoice number out of range: ${invoiceNumber}`);
  const body = `${String(ownerId % 100_000).padStart(5, '0')}${String(invoiceNumber).padStart(10, '0')}`;
  return `${paymentReferenceCheckDigit(body)}${body}`;
}

/**
 * The invoice number a reference of the owner's own form carries (its owner digits are the owner's), or null when it
 * is another system's. An imported reference of that form must be its own invoice's: invoicing will give it to the
 * invoice with that number.
 */
export function ownReferenceNumber(ownerId: number, reference: string): number | null {
  const digits = reference.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits) || digits.slice(1, 6) !== String(ownerId % 100_000).padStart(5, '0')) return null;
  return Number(digits.slice(6));
}

/** For reading: groups of four ('5000 0567 8901 2345'), as banks print it; '' stays ''. */
export const formatPaymentReference = (reference: string): string => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/** A credit invoice (or one that pays money back) has nothing to be paid by reference. */
export const takesPaymentReference = (invoice: { creditFor: number; amountInclVat: number }): boolean =>
  invoice.creditFor === 0 && invoice.amountInclVat >= 0;
