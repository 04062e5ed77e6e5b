// Display formats of DESIGN §5 / spec 002 §9: dates DD-MM-YYYY, date-times DD-MM-YYYY HH:mm, money from integer cents,
// hours and units from integer hundredths, times of day from HHmm integers.
import type { Locale } from './api/session.ts';
import { isEmptyDate } from './dates.ts';

export const NO_VALUE = '-';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function localParts(d: Date): { date: string; time: string } {
  return {
    date: `${pad2(d.getDate())}-${pad2(d.getMonth() + 1)}-${String(d.getFullYear()).padStart(4, '0')}`,
    time: `${pad2(d.getHours())}:${pad2(d.getMinutes())}`,
  };
}

/** 'YYYY-MM-DD' (or the date part of a date-time string, taken as written) or a Date (local) → 'DD-MM-YYYY'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? NO_VALUE : localParts(value).date;
  if (isEmptyDate(value)) return NO_VALUE;
  const iso = String(value).slice(0, 10);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/**
 * Date or ISO timestamp → 'DD-MM-YYYY HH:mm' in local time. A string with a zone (Z or ±hh:mm) is converted to local
 * time; one without a zone is already local wall-clock time and is shown as written; a bare date shows 00:00.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return NO_VALUE;
    const { date, time } = localParts(value);
    return `${date} ${time}`;
  }
  if (value == null || isEmptyDate(value)) return NO_VALUE;
  const m = DATE_TIME.exec(value);
  if (!m) return NO_VALUE;
  const [, y = '', mo = '', d = '', hh = '00', mm = '00', zone] = m;
  if (Number(hh) > 23 || Number(mm) > 59) return NO_VALUE;
  if (!zone) return `${d}-${mo}-${y} ${hh}:${mm}`;
  const offset =
    zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const instant = new Date(0);
  // setUTCFullYear rather than Date.UTC: the latter maps years 0–99 to 1900–1999.
  instant.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  instant.setUTCHours(Number(hh), Number(mm) - offset, 0, 0);
  return formatDateTime(instant);
}

/**
 * An integer count of hundredths (cents, hundredths of an hour) as an exact decimal string: 1999 → '19.99',
 * -5 → '-0.05'. Done on digits, not by dividing by 100, so no binary floating-point rounding can creep in.
 */
export function hundredthsToDecimal(n: number | bigint): string {
  if (typeof n === 'number' && !Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${n}`);
  const negative = n < 0;
  const digits = (negative ? -BigInt(n) : BigInt(n)).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function twoDecimals(locale: Locale, currency: boolean, n: number | bigint): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style: Intl.NumberFormatOptions = currency ? { style: 'currency', currency: 'EUR' } : {};
    formatter = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3); a number would pass through binary floating point.
  return formatter.format(hundredthsToDecimal(n) as `${number}`);
}

/**
 * Integer cents → euro amount in the locale's own layout (nl '€ 1.234,56', en '€1,234.56', fr '1 234,56 €').
 * The spaces Intl puts in are non-breaking (U+00A0, and U+202F for the French thousands separator).
 */
export function formatMoney(cents: number | bigint | null | undefined, locale: Locale): string {
  if (cents == null) return NO_VALUE;
  return twoDecimals(locale, true, cents);
}

const euroFormatters = new Map<string, Intl.NumberFormat>();

/** Whole euros (a tax return's amounts) in the locale's layout, without cents: nl '€ 1.234'. */
export function formatEuros(euros: number, locale: Locale): string {
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(euros);
}

/** Hours or units stored as integer hundredths: 760 → '7,60' (nl) / '7.60' (en). */
export function formatHundredths(n: number | bigint | null | undefined, locale: Locale): string {
  if (n == null) return NO_VALUE;
  return twoDecimals(locale, false, n);
}

/** True for a time of day stored as HHmm: 0 … 2359, plus 2400 (end of day) when allowed. */
export function isValidTime(hhmm: number, allowEndOfDay = false): boolean {
  if (!Number.isInteger(hhmm) || hhmm < 0) return false;
  if (hhmm === 2400) return allowEndOfDay;
  return hhmm <= 2359 && hhmm % 100 <= 59;
}

/** HHmm integer → 'HH:mm'. 2400 (end of day, as an end time) shows as '24:00'; anything invalid shows '-'. */
export function formatTime(hhmm: number | null | undefined): string {
  if (hhmm == null || !isValidTime(hhmm, true)) return NO_VALUE;
  return `${pad2(Math.floor(hhmm / 100))}:${pad2(hhmm % 100)}`;
}

/** A shift's times as one text, '08:00–12:30' (documents may put spaces around the dash). */
export const formatTimeSpan = (start: number | null | undefined, end: number | null | undefined, dash = '–') =>
  `${formatTime(start)}${dash}${formatTime(end)}`;

/**
 * 'HH:mm', 'H:mm', 'HH.mm', 'HHmm' or 'Hmm' → HHmm integer, or null. '24:00' → 2400 only with allowEndOfDay, because
 * it is a valid end of a shift but never a valid start.
 */
export function parseTime(text: string | null | undefined, options: { allowEndOfDay?: boolean } = {}): number | null {
  if (text == null) return null;
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim()) ?? /^(\d{1,2})(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number(m[2]);
  return isValidTime(value, options.allowEndOfDay ?? false) ? value : null;
}

const DECIMAL_COMMA: Record<Locale, boolean> = { en: false, nl: true, it: true, es: true, fr: true };

/**
 * Amount text → integer cents, or null. The locale decides the meaning of '.' and ',' (nl '1.234,56', en '1,234.56');
 * when both appear, the last one is the decimal separator. A lone separator is grouping only when every group after
 * it has exactly 3 digits and it is the locale's thousands separator or occurs more than once ('1.234' in nl = 1234);
 * otherwise a single '.' or ',' is a decimal separator, so '1234.56' and '-3,5' are understood in every locale.
 * More than two decimals is rejected, not rounded. Spaces and '€' are ignored.
 */
export function parseMoney(text: string | null | undefined, locale: Locale): number | null {
  if (text == null) return null;
  const m = /^([+-]?)([\d.,]*)$/.exec(text.replace(/[\s€]/g, ''));
  const sign = m?.[1] ?? '';
  const body = m?.[2] ?? '';
  if (!/\d/.test(body)) return null;
  const seps = { '.': body.split('.').length - 1, ',': body.split(',').length - 1 };
  let decimalSep: '.' | ',' | null = null;
  let groupSep: '.' | ',' | null = null;
  if (seps['.'] && seps[',']) {
    decimalSep = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    groupSep = decimalSep === '.' ? ',' : '.';
  } else if (seps['.'] || seps[',']) {
    const sep = seps['.'] ? '.' : ',';
    const localeGroupSep = DECIMAL_COMMA[locale] ? '.' : ',';
    const grouped = new RegExp(`^\\d{1,3}(?:\\${sep}\\d{3})+$`).test(body);
    if (grouped && (sep === localeGroupSep || seps[sep] > 1)) groupSep = sep;
    else if (seps[sep] === 1) decimalSep = sep;
    else return null;
  }
  const parts = decimalSep ? body.split(decimalSep) : [body];
  if (parts.length > 2) return null;
  const [intPart = '', fraction = ''] = parts;
  if (decimalSep && !/^\d{1,2}$/.test(fraction)) return null; // never round a typed amount silently
  const units = groupSep ? ungroup(intPart, groupSep) : intPart;
  if (units === null || !/^\d*$/.test(units)) return null;
  const cents = Number(`${units || '0'}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function ungroup(intPart: string, groupSep: string): string | null {
  if (!intPart.includes(groupSep)) return intPart;
  const [first = '', ...rest] = intPart.split(groupSep);
  if (!/^\d{1,3}$/.test(first) || rest.some((g) => !/^\d{3}$/.test(g))) return null;
  return first + rest.join('');
}
