import { isEmptyDate, isValidIsoDate, OPEN_END_DATE } from '@backoffice/domain/dates';

/**
 * Typed dates in the shown order, day first (DESIGN §5): 3-2-2024, 03-02-2024, 3/2/2024, 03022024 and ISO 2024-02-03
 * all give '2024-02-03'; anything else is null.
 */
export function parseDayFirst(text: string): string | null {
  const value = text.trim();
  if (isValidIsoDate(value)) return value;
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  const parts = compact ?? /^(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{4})$/.exec(value);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** An end date that is open (empty, a marker or 3000-01-01) reads as "no end". */
export function isOpenEnd(date: string | null | undefined): boolean {
  return !date || isEmptyDate(date) || date === OPEN_END_DATE;
}
