import { decimalTextToCents, isValidIsoDate } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';

// The values of a bank's CSV export, refused with the file's line number (1-based, the header is line 1).

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Decimal text to cents; with 'auto' a comma, when there is one, is the decimal separator. */
export function csvCents(text: string, separator: '.' | ',' | 'auto', line: number, field: string): number {
  const decimal = separator === 'auto' ? (text.includes(',') ? ',' : '.') : separator;
  const read = decimalTextToCents(text, decimal);
  if (read.ok) return read.cents;
  const key = read.reason === 'tooManyDecimals' ? 'bankFile.csvTooManyDecimals' : 'bankFile.csvValue';
  throw fail(key, { line, field, value: shown(text) });
}

export type DateFormat = 'YYYYMMDD' | 'YYYY-MM-DD' | 'DD-MM-YYYY';

const DATE_PATTERNS: Record<DateFormat, RegExp> = {
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  'DD-MM-YYYY': /^(?<d>\d{2})-(?<m>\d{2})-(?<y>\d{4})$/,
};

/** A date in the export's format as ISO. */
export function csvDate(text: string, format: DateFormat, line: number, field: string): string {
  const parts = DATE_PATTERNS[format].exec(text.trim())?.groups;
  const iso = parts ? `${parts.y}-${parts.m}-${parts.d}` : '';
  if (!isValidIsoDate(iso)) throw fail('bankFile.csvValue', { line, field, value: shown(text) });
  return iso;
}

/** An IBAN without its spaces, upper case; another account number (ING savings 'K 444-12345') as it is. */
export function accountText(text: string): string {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : text.trim();
}
