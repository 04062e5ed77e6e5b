// Burgerservicenummer: 9 digits passing the "11-proef" with weights 9, 8, …, 2 and -1 for the last digit.

/** True for a valid BSN. Surrounding whitespace is ignored; an 8-digit number gets its lost leading zero back. */
export function isValidBsn(s: string | null | undefined): boolean {
  if (s == null) return false;
  const trimmed = s.trim();
  if (!/^\d{8,9}$/.test(trimmed)) return false;
  const digits = trimmed.padStart(9, '0');
  if (/^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (i === 8 ? -1 : 9 - i);
  return sum % 11 === 0;
}
