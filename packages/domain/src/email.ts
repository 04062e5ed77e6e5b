// Helper rules of spec 002 §5: 'email: standard pattern', 'multi-email: comma-separated, spaces removed'.

// The same pattern as zod 4's z.email() (used by zEmail in api/fields.ts), so a form and the server never disagree:
// dot-separated local part of letters, digits and _'+- (not ending in '), domain labels, a TLD of 2+ letters.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(s: string | null | undefined): boolean {
  return s != null && EMAIL.test(s);
}

export type EmailListResult = { ok: true; emails: string[] } | { ok: false; invalid: string[] };

/**
 * 'a@x.nl, b@y.nl' → the addresses, with all whitespace removed. Empty items (a trailing comma) are dropped and an
 * empty list is valid; whether an address is required is the form's concern. On failure, lists the invalid items.
 */
export function parseEmailList(s: string | null | undefined): EmailListResult {
  const items = (s ?? '')
    .replace(/\s/g, '')
    .split(',')
    .filter((item) => item !== '');
  const invalid = items.filter((item) => !isValidEmail(item));
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, emails: items };
}
