// Calendar dates as 'YYYY-MM-DD' strings (DESIGN §5). Arithmetic runs on whole day numbers, never on local-time Date
// objects, so daylight-saving changes and the server's time zone cannot shift a date.

export const OPEN_END_DATE = '3000-01-01';
export const EMPTY_DATES: readonly string[] = ['0000-00-00', '0001-01-01'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;
const MIN_DAY = -719528; // 0000-01-01
const MAX_DAY = 2932896; // 9999-12-31

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parts(iso: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Strict 'YYYY-MM-DD' that is a real (proleptic Gregorian) calendar date, years 0000–9999. */
export function isValidIsoDate(s: unknown): s is string {
  return typeof s === 'string' && parts(s) !== null;
}

/**
 * True for "no date": null, undefined, '', the markers 0000-00-00 / 0001-01-01 and anything that is not a valid date.
 * A date-time string is judged by its date part, so '0000-00-00 00:00:00' is empty too.
 */
export function isEmptyDate(s: string | null | undefined): boolean {
  if (s == null || s === '') return true;
  const date = ISO_DATE_PREFIX.exec(s)?.[1];
  if (date === undefined || EMPTY_DATES.includes(date)) return true;
  return !isValidIsoDate(date);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function requireParts(iso: string): { year: number; month: number; day: number } {
  const p = parts(iso);
  if (!p) throw new RangeError(`Invalid ISO date: ${JSON.stringify(iso)}`);
  return p;
}

/** Days since 1970-01-01 (negative before), by H. Hinnant's days-from-civil algorithm: integer arithmetic only. */
export function isoToDayNumber(iso: string): number {
  const { year, month, day } = requireParts(iso);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of isoToDayNumber; throws for results outside 0000-01-01 … 9999-12-31. */
export function dayNumberToIso(dayNumber: number): string {
  if (!Number.isInteger(dayNumber) || dayNumber < MIN_DAY || dayNumber > MAX_DAY) {
    throw new RangeError(`Day number out of range: ${dayNumber}`);
  }
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(iso: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  return dayNumberToIso(isoToDayNumber(iso) + n);
}

/** b - a in whole days (positive when b is later). */
export function diffDays(a: string, b: string): number {
  return isoToDayNumber(b) - isoToDayNumber(a);
}

/** The calendar date of `now` in the process's local time zone (the server's, or the browser's). */
export function todayIso(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}

export function startOfMonth(iso: string): string {
  const { year, month } = requireParts(iso);
  return `${pad(year, 4)}-${pad(month, 2)}-01`;
}

export function endOfMonth(iso: string): string {
  const { year, month } = requireParts(iso);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(daysInMonth(year, month), 2)}`;
}

/**
 * Dates typed or imported day first (DESIGN §5, the CSV import format): 3-2-2024, 03-02-2024, 3/2/2024, 3.2.2024,
 * 03022024 and ISO 2024-02-03 all give '2024-02-03'; anything else (or a date that does not exist) is null.
 */
export function parseDayMonthYear(text: string): string | null {
  const value = text.trim();
  if (isValidIsoDate(value)) return value;
  const parts = /^(\d{2})(\d{2})(\d{4})$/.exec(value) ?? /^(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{4})$/.exec(value);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}
