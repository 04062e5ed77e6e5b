// Helper rules of spec 002 §5: 'float: digits with optional sign and separator', 'int: digits only'.

/** Optional sign, digits, at most one '.' or ',' separator, ending in a digit: '-3,5', '+7', '.5', '12.25'. */
export function isFloatText(s: string | null | undefined): boolean {
  return s != null && /^[+-]?\d*[.,]?\d+$/.test(s);
}

/** Digits only: no sign, separator or spaces. */
export function isIntText(s: string | null | undefined): boolean {
  return s != null && /^\d+$/.test(s);
}

/**
 * An integer from a number or from integer text (optional sign, surrounding spaces allowed), else null. Fractions
 * are refused rather than truncated, and so is anything beyond Number.MAX_SAFE_INTEGER.
 */
export function toInt(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number' || typeof value === 'bigint') n = Number(value);
  else if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isSafeInteger(n)) return null;
  return n === 0 ? 0 : n; // no -0 from '-0'
}
