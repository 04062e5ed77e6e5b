// Dutch public holidays as spec 002 §9 "Holidays calculated" lists them. Good Friday is deliberately absent, and
// Liberation Day counts only every fifth year (as in most CAOs); before 2014 there is no King's Day (it was Queen's
// Day on other dates, which the spec does not list).
import { z } from 'zod';
import { addDays, isoToDayNumber, isValidIsoDate } from './dates.ts';

export const HOLIDAY_KEYS = [
  'newYear',
  'easterSunday',
  'easterMonday',
  'kingsDay',
  'liberationDay',
  'ascension',
  'pentecostSunday',
  'pentecostMonday',
  'christmasDay',
  'boxingDay',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

export const ZHoliday = z.object({ date: z.string(), key: z.enum(HOLIDAY_KEYS) });
export type Holiday = z.infer<typeof ZHoliday>;

function requireYear(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Year out of range for Gregorian holidays: ${year}`);
  }
  return String(year);
}

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const y = requireYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function kingsDay(year: number): string {
  const april27 = `${year}-04-27`;
  // 1970-01-04 (day 3) was a Sunday.
  const isSunday = (((isoToDayNumber(april27) - 3) % 7) + 7) % 7 === 0;
  return isSunday ? `${year}-04-26` : april27;
}

/** The holidays of `year` (1583–9999), sorted by date; two on one day (Ascension on 5 May) keep HOLIDAY_KEYS order. */
export function dutchHolidays(year: number): Holiday[] {
  const y = requireYear(year);
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: `${y}-01-01`, key: 'newYear' },
    { date: easter, key: 'easterSunday' },
    { date: addDays(easter, 1), key: 'easterMonday' },
    { date: addDays(easter, 39), key: 'ascension' },
    { date: addDays(easter, 49), key: 'pentecostSunday' },
    { date: addDays(easter, 50), key: 'pentecostMonday' },
    { date: `${y}-12-25`, key: 'christmasDay' },
    { date: `${y}-12-26`, key: 'boxingDay' },
  ];
  if (year >= 2014) list.push({ date: kingsDay(year), key: 'kingsDay' });
  if (year % 5 === 0) list.push({ date: `${y}-05-05`, key: 'liberationDay' });
  return list.sort((p, q) => p.date.localeCompare(q.date) || HOLIDAY_KEYS.indexOf(p.key) - HOLIDAY_KEYS.indexOf(q.key));
}

/** The key of the holiday on `iso`, or null (also for invalid dates and years outside 1583–9999). */
export function isDutchHoliday(iso: string): HolidayKey | null {
  if (!isValidIsoDate(iso)) return null;
  const year = Number(iso.slice(0, 4));
  if (year < 1583) return null;
  return dutchHolidays(year).find((h) => h.date === iso)?.key ?? null;
}
