import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumberToIso,
  diffDays,
  EMPTY_DATES,
  endOfMonth,
  isEmptyDate,
  isoToDayNumber,
  isValidIsoDate,
  OPEN_END_DATE,
  parseDayMonthYear,
  startOfMonth,
  todayIso,
} from './dates.ts';

describe('constants', () => {
  it('match DESIGN §5', () => {
    expect(OPEN_END_DATE).toBe('3000-01-01');
    expect(EMPTY_DATES).toEqual(['0000-00-00', '0001-01-01']);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '9999-12-31', OPEN_END_DATE])('accepts %s', (s) => {
    expect(isValidIsoDate(s)).toBe(true);
  });
  it.each([
    '2023-02-29', // not a leap year
    '1900-02-29', // century, not divisible by 400
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-00-00',
    '2024-1-05',
    '24-01-05',
    '2024/01/05',
    ' 2024-01-05',
    '2024-01-05T00:00:00Z',
    '05-01-2024',
    '',
  ])('rejects %j', (s) => {
    expect(isValidIsoDate(s)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isValidIsoDate(null)).toBe(false);
    expect(isValidIsoDate(undefined)).toBe(false);
    expect(isValidIsoDate(20240105)).toBe(false);
    expect(isValidIsoDate(new Date())).toBe(false);
  });
});

describe('isEmptyDate', () => {
  it.each([null, undefined, '', '0000-00-00', '0001-01-01', '0000-00-00 00:00:00', '0001-01-01T00:00:00Z', 'x'])(
    'treats %j as no date',
    (s) => {
      expect(isEmptyDate(s)).toBe(true);
    },
  );
  it('treats invalid calendar dates as no date', () => {
    expect(isEmptyDate('2023-02-29')).toBe(true);
    expect(isEmptyDate('2024-02-30 10:00')).toBe(true);
  });
  it('keeps real dates, the open end date and date-times', () => {
    expect(isEmptyDate('2024-02-29')).toBe(false);
    expect(isEmptyDate(OPEN_END_DATE)).toBe(false);
    expect(isEmptyDate('0001-01-02')).toBe(false);
    expect(isEmptyDate('2024-03-05T13:30:00+01:00')).toBe(false);
  });
});

describe('day numbers', () => {
  it('count from 1970-01-01 and round-trip at the ends of the range', () => {
    expect(isoToDayNumber('1970-01-01')).toBe(0);
    expect(isoToDayNumber('1969-12-31')).toBe(-1);
    expect(isoToDayNumber('2000-03-01')).toBe(11017);
    for (const iso of ['0000-01-01', '0000-02-29', '1600-02-29', '9999-12-31', '2024-02-29']) {
      expect(dayNumberToIso(isoToDayNumber(iso))).toBe(iso);
    }
  });
  it('agrees with Date.UTC every day from 1899 to 2101', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(1899, 0, 1); t <= Date.UTC(2101, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const n = t / 86_400_000;
      if (isoToDayNumber(iso) !== n || dayNumberToIso(n) !== iso) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });
  it('rejects invalid input', () => {
    expect(() => isoToDayNumber('2023-02-29')).toThrow(RangeError);
    expect(() => dayNumberToIso(isoToDayNumber('9999-12-31') + 1)).toThrow(RangeError);
    expect(() => dayNumberToIso(isoToDayNumber('0000-01-01') - 1)).toThrow(RangeError);
    expect(() => dayNumberToIso(1.5)).toThrow(RangeError);
  });
});

describe('addDays / diffDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-10', 0)).toBe('2024-03-10');
    expect(addDays('2024-01-31', 366)).toBe('2025-01-31');
  });
  it('is unaffected by daylight-saving changes', () => {
    // Europe: clocks change on 2024-03-31 and 2024-10-27; US on 2024-03-10 and 2024-11-03.
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28');
    expect(diffDays('2024-03-30', '2024-04-01')).toBe(2);
    expect(diffDays('2024-10-26', '2024-10-28')).toBe(2);
    expect(diffDays('2024-03-09', '2024-03-11')).toBe(2);
  });
  it('diffDays is b - a', () => {
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(diffDays('2025-01-01', '2024-01-01')).toBe(-366);
    expect(diffDays('2024-05-05', '2024-05-05')).toBe(0);
    expect(diffDays('2000-01-01', OPEN_END_DATE)).toBe(365_243);
  });
  it('rejects invalid dates and fractional days', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2024-02-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => diffDays('0000-00-00', '2024-01-01')).toThrow(RangeError);
  });
});

describe('todayIso', () => {
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Amsterdam';
  });
  afterAll(() => {
    process.env.TZ = savedTz;
  });
  it('uses the local calendar date, not the UTC one', () => {
    expect(todayIso(new Date('2024-03-05T23:30:00Z'))).toBe('2024-03-06');
    expect(todayIso(new Date('2024-07-01T21:59:59Z'))).toBe('2024-07-01'); // CEST, UTC+2
    expect(todayIso(new Date('2024-07-01T22:00:00Z'))).toBe('2024-07-02');
    expect(todayIso(new Date(2024, 0, 1, 0, 0))).toBe('2024-01-01');
  });
  it('defaults to now', () => {
    const before = todayIso(new Date());
    const today = todayIso();
    expect(isValidIsoDate(today)).toBe(true);
    expect([before, todayIso(new Date())]).toContain(today);
  });
  it('rejects an invalid Date', () => {
    expect(() => todayIso(new Date('nope'))).toThrow(RangeError);
  });
});

describe('startOfMonth / endOfMonth', () => {
  it.each([
    ['2024-02-15', '2024-02-01', '2024-02-29'],
    ['2023-02-01', '2023-02-01', '2023-02-28'],
    ['1900-02-10', '1900-02-01', '1900-02-28'],
    ['2024-04-30', '2024-04-01', '2024-04-30'],
    ['2024-12-31', '2024-12-01', '2024-12-31'],
    ['2024-01-01', '2024-01-01', '2024-01-31'],
  ])('%s → %s … %s', (iso, start, end) => {
    expect(startOfMonth(iso)).toBe(start);
    expect(endOfMonth(iso)).toBe(end);
  });
  it('rejects invalid dates', () => {
    expect(() => startOfMonth('2024-13-01')).toThrow(RangeError);
    expect(() => endOfMonth('')).toThrow(RangeError);
  });
});

describe('parseDayMonthYear', () => {
  it('reads day-first dates in the usual notations', () => {
    for (const text of [
      '3-2-2024',
      '03-02-2024',
      '3/2/2024',
      '3.2.2024',
      '03 02 2024',
      '03022024',
      '2024-02-03',
      ' 03-02-2024 ',
    ]) {
      expect(parseDayMonthYear(text), text).toBe('2024-02-03');
    }
  });

  it('refuses dates that do not exist and other text', () => {
    for (const text of ['31-02-2024', '29-02-2023', '2024/02/03', '3-2-24', '', 'morgen', '32-01-2024']) {
      expect(parseDayMonthYear(text), text).toBeNull();
    }
    expect(parseDayMonthYear('29-02-2024')).toBe('2024-02-29');
  });
});
