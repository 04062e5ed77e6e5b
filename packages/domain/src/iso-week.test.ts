import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { isoWeek, isoWeekDates, isoWeekday, isoWeekStart, isoWeeksInYear } from './iso-week.ts';

// Missing reference files must fail these tests, never skip them.
function readCsv(name: string): Record<string, string>[] {
  const text = readFileSync(new URL(`../../../../shared/reference/isoweek/${name}`, import.meta.url), 'utf8');
  const [header = '', ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

describe('isoWeek against Go time_test.go cases', () => {
  const rows = readCsv('iso_week_cases_go.csv');
  it('has all 97 cases', () => {
    expect(rows).toHaveLength(97);
  });
  it.each(rows)('$date → $iso_year-W$iso_week', (row) => {
    expect(isoWeek(row.date ?? '')).toEqual({ year: Number(row.iso_year), week: Number(row.iso_week) });
    expect(WEEKDAYS[isoWeekday(row.date ?? '') - 1]).toBe(row.weekday);
  });
});

describe('isoWeek against the 2015–2035 new-year table', () => {
  const rows = readCsv('iso_week_newyear_2015_2035_generated.csv');
  it('has 8 days around each new year 2015–2035', () => {
    expect(rows).toHaveLength(168);
  });
  it.each(rows)('$date → $iso_year-W$iso_week-$iso_weekday', (row) => {
    const date = row.date ?? '';
    const year = Number(row.iso_year);
    const week = Number(row.iso_week);
    expect(isoWeek(date)).toEqual({ year, week });
    expect(isoWeekday(date)).toBe(Number(row.iso_weekday));
    expect(isoWeekDates(year, week)[Number(row.iso_weekday) - 1]).toBe(date);
  });
});

describe('isoWeeksInYear', () => {
  it('is 53 exactly in the long years of the 400-year cycle within 2000–2050', () => {
    const long = [];
    for (let y = 2000; y <= 2050; y++) if (isoWeeksInYear(y) === 53) long.push(y);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026, 2032, 2037, 2043, 2048]);
  });
  it('has 71 long years per 400 years', () => {
    let count = 0;
    for (let y = 2001; y <= 2400; y++) if (isoWeeksInYear(y) === 53) count++;
    expect(count).toBe(71);
  });
  it('rejects years outside 1–9998', () => {
    expect(() => isoWeeksInYear(0)).toThrow(RangeError);
    expect(() => isoWeeksInYear(9999)).toThrow(RangeError);
    expect(() => isoWeeksInYear(2024.5)).toThrow(RangeError);
  });
});

describe('isoWeekStart / isoWeekDates', () => {
  it('returns the Monday, also when it falls in the previous calendar year', () => {
    expect(isoWeekStart(2024, 1)).toBe('2024-01-01');
    expect(isoWeekStart(2025, 1)).toBe('2024-12-30');
    expect(isoWeekStart(2021, 1)).toBe('2021-01-04');
    expect(isoWeekStart(2020, 53)).toBe('2020-12-28');
    expect(isoWeekStart(2026, 53)).toBe('2026-12-28');
  });
  it('returns seven consecutive dates from Monday to Sunday', () => {
    expect(isoWeekDates(2026, 53)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
  it('is the inverse of isoWeek for every day 2000–2040', () => {
    const failures: string[] = [];
    for (let d = '2000-01-01'; d <= '2040-12-31'; d = addDays(d, 1)) {
      const { year, week } = isoWeek(d);
      const dates = isoWeekDates(year, week);
      if (dates[isoWeekday(d) - 1] !== d || isoWeekday(dates[0] ?? '') !== 1) failures.push(d);
    }
    expect(failures).toEqual([]);
  });
  it('rejects weeks that do not exist', () => {
    expect(() => isoWeekStart(2024, 53)).toThrow(RangeError);
    expect(() => isoWeekStart(2024, 0)).toThrow(RangeError);
    expect(() => isoWeekDates(2024, 1.5)).toThrow(RangeError);
    expect(isoWeekDates(2024, 52)[6]).toBe('2024-12-29');
  });
  it('isoWeek rejects invalid dates', () => {
    expect(() => isoWeek('2024-02-30')).toThrow(RangeError);
  });
});
