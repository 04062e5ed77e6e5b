import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dutchHolidays, easterSunday, type HolidayKey, isDutchHoliday } from './holidays.ts';

// Missing reference files must fail these tests, never skip them.
function readReference(path: string): string {
  return readFileSync(new URL(`../../../../shared/reference/holidays-nl/${path}`, import.meta.url), 'utf8');
}

// date-holidays (commenthol) names → our keys. Its 'public' holidays plus Bevrijdingsdag (typed 'school' there) in
// lustrum years are exactly our list; Goede Vrijdag and the observances are not ours.
const DATE_HOLIDAYS_KEYS: Record<string, HolidayKey> = {
  Nieuwjaar: 'newYear',
  Pasen: 'easterSunday',
  'Tweede paasdag': 'easterMonday',
  Koningsdag: 'kingsDay',
  Bevrijdingsdag: 'liberationDay',
  Hemelvaartsdag: 'ascension',
  Pinksteren: 'pentecostSunday',
  'Tweede pinksterdag': 'pentecostMonday',
  Kerstmis: 'christmasDay',
  'Tweede kerstdag': 'boxingDay',
};

// python-holidays (vacanza) names → our keys; Good Friday and Queen's Day are not ours.
const PYTHON_HOLIDAYS_KEYS: Record<string, HolidayKey> = {
  "New Year's Day": 'newYear',
  'Easter Sunday': 'easterSunday',
  'Easter Monday': 'easterMonday',
  "King's Day": 'kingsDay',
  'Liberation Day': 'liberationDay',
  'Ascension Day': 'ascension',
  Pentecost: 'pentecostSunday',
  'Pentecost Monday': 'pentecostMonday',
  'Christmas Day': 'christmasDay',
  'Second Day of Christmas': 'boxingDay',
};

const byDate = (a: { date: string; key: string }, b: { date: string; key: string }) =>
  a.date.localeCompare(b.date) || a.key.localeCompare(b.key);

describe('against date-holidays NL fixtures 2015–2029', () => {
  for (let year = 2015; year <= 2029; year++) {
    it(`${year}`, () => {
      const fixture = JSON.parse(readReference(`date-holidays/NL-${year}.json`)) as {
        date: string;
        name: string;
        type: string;
      }[];
      const expected = fixture
        .filter((h) => h.type === 'public' || (h.name === 'Bevrijdingsdag' && year % 5 === 0))
        .map((h) => {
          const key = DATE_HOLIDAYS_KEYS[h.name];
          if (!key) throw new Error(`Unmapped public holiday ${h.name} in ${year}`);
          return { date: h.date.slice(0, 10), key };
        });
      expect(expected.length).toBe(year % 5 === 0 ? 10 : 9);
      expect([...dutchHolidays(year)].sort(byDate)).toEqual(expected.sort(byDate));
    });
  }
});

describe('against python-holidays NL_COMMON 2014–2050', () => {
  const snapshot = JSON.parse(readReference('python-holidays/NL_COMMON.json')) as Record<string, string>;
  for (let year = 2014; year <= 2050; year++) {
    it(`${year}`, () => {
      const expected = Object.entries(snapshot)
        .filter(([date]) => date.startsWith(`${year}-`))
        .flatMap(([date, names]) => names.split('; ').map((name) => ({ date, name })))
        // python-holidays lists Liberation Day every year (as optional since 1982); ours only every fifth year.
        .filter(({ name }) => name in PYTHON_HOLIDAYS_KEYS && (name !== 'Liberation Day' || year % 5 === 0))
        .map(({ date, name }) => ({ date, key: PYTHON_HOLIDAYS_KEYS[name] ?? name }));
      expect([...dutchHolidays(year)].sort(byDate)).toEqual(expected.sort(byDate));
    });
  }
});

describe('dutchHolidays', () => {
  it('lists 2025 in date order with stable keys', () => {
    expect(dutchHolidays(2025)).toEqual([
      { date: '2025-01-01', key: 'newYear' },
      { date: '2025-04-20', key: 'easterSunday' },
      { date: '2025-04-21', key: 'easterMonday' },
      { date: '2025-04-26', key: 'kingsDay' }, // 27 April 2025 is a Sunday
      { date: '2025-05-05', key: 'liberationDay' },
      { date: '2025-05-29', key: 'ascension' },
      { date: '2025-06-08', key: 'pentecostSunday' },
      { date: '2025-06-09', key: 'pentecostMonday' },
      { date: '2025-12-25', key: 'christmasDay' },
      { date: '2025-12-26', key: 'boxingDay' },
    ]);
  });
  it('moves King’s Day to Saturday 26 April only when 27 April is a Sunday', () => {
    const kingsDay = (year: number) => dutchHolidays(year).find((h) => h.key === 'kingsDay')?.date;
    expect(kingsDay(2014)).toBe('2014-04-26');
    expect(kingsDay(2031)).toBe('2031-04-26');
    expect(kingsDay(2036)).toBe('2036-04-26');
    expect(kingsDay(2026)).toBe('2026-04-27');
    expect(kingsDay(2013)).toBeUndefined();
  });
  it('keeps both holidays when Liberation Day is Ascension Day (2005), Liberation Day first', () => {
    expect(dutchHolidays(2005).filter((h) => h.date === '2005-05-05')).toEqual([
      { date: '2005-05-05', key: 'liberationDay' },
      { date: '2005-05-05', key: 'ascension' },
    ]);
  });
  it('has no Liberation Day outside lustrum years and never Good Friday', () => {
    expect(dutchHolidays(2024).map((h) => h.key)).not.toContain('liberationDay');
    expect(dutchHolidays(2024).map((h) => h.date)).not.toContain('2024-03-29');
  });
  it('rejects years the Gregorian Easter rule does not cover', () => {
    expect(() => dutchHolidays(1582)).toThrow(RangeError);
    expect(() => dutchHolidays(10000)).toThrow(RangeError);
    expect(() => dutchHolidays(2024.5)).toThrow(RangeError);
  });
});

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [2285, '2285-03-22'],
    [1943, '1943-04-25'], // latest possible date
    [2038, '2038-04-25'],
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [1583, '1583-04-10'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('isDutchHoliday', () => {
  it('returns the key or null', () => {
    expect(isDutchHoliday('2025-04-26')).toBe('kingsDay');
    expect(isDutchHoliday('2025-04-27')).toBeNull();
    expect(isDutchHoliday('2024-03-29')).toBeNull(); // Good Friday
    expect(isDutchHoliday('2024-05-05')).toBeNull();
    expect(isDutchHoliday('2025-05-05')).toBe('liberationDay');
    expect(isDutchHoliday('2026-05-14')).toBe('ascension');
    expect(isDutchHoliday('2026-12-26')).toBe('boxingDay');
    expect(isDutchHoliday('2005-05-05')).toBe('liberationDay');
  });
  it('returns null for invalid or out-of-range dates', () => {
    expect(isDutchHoliday('2025-02-30')).toBeNull();
    expect(isDutchHoliday('0001-01-01')).toBeNull();
    expect(isDutchHoliday('')).toBeNull();
  });
});
