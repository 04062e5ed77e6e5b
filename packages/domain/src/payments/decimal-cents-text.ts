/**
 * Integer cents as the decimal text a bank file wants ('1234.50', '0.07'): digit work on the integer, never a float
 * division, so a SEPA amount or control sum is always exact.
 */
export function centsToDecimalText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
