import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from './api/session.ts';
import {
  formatDate,
  formatDateTime,
  formatHundredths,
  formatMoney,
  formatTime,
  formatTimeSpan,
  hundredthsToDecimal,
  isValidTime,
  parseMoney,
  parseTime,
} from './format.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const savedTz = process.env.TZ;
beforeAll(() => {
  // Local-time behaviour is asserted for a fixed zone with daylight saving, whatever the machine's zone is.
  process.env.TZ = 'Europe/Amsterdam';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe('formatDate', () => {
  it('shows ISO dates as DD-MM-YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDate('2024-02-29')).toBe('29-02-2024');
    expect(formatDate('3000-01-01')).toBe('01-01-3000');
  });
  it('takes the date part of a date-time string as written', () => {
    expect(formatDate('2024-03-05T23:30:00Z')).toBe('05-03-2024');
    expect(formatDate('2024-03-05 08:00:00')).toBe('05-03-2024');
  });
  it('shows a Date by its local calendar date', () => {
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31-12-2024');
    expect(formatDate(new Date('2024-03-05T23:30:00Z'))).toBe('06-03-2024');
  });
  it.each([null, undefined, '', '0000-00-00', '0001-01-01', '0000-00-00 00:00:00', '2023-02-29', '05-03-2024', 'x'])(
    'shows %j as a dash',
    (value) => {
      expect(formatDate(value)).toBe('-');
    },
  );
  it('shows an invalid Date as a dash', () => {
    expect(formatDate(new Date('nope'))).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('shows a Date in local time', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 8, 7, 59))).toBe('05-03-2024 08:07');
    expect(formatDateTime(new Date('2024-01-15T12:00:00Z'))).toBe('15-01-2024 13:00'); // CET
    expect(formatDateTime(new Date('2024-07-15T12:00:00Z'))).toBe('15-07-2024 14:00'); // CEST
  });
  it('converts zoned timestamps to local time, also across midnight and year end', () => {
    expect(formatDateTime('2024-03-05T23:30:00Z')).toBe('06-03-2024 00:30');
    expect(formatDateTime('2024-12-31T23:15:00.123Z')).toBe('01-01-2025 00:15');
    expect(formatDateTime('2024-07-01T10:00:00+02:00')).toBe('01-07-2024 10:00');
    expect(formatDateTime('2024-07-01T10:00:00-0500')).toBe('01-07-2024 17:00');
    expect(formatDateTime('2024-07-01 10:00:00+00:00')).toBe('01-07-2024 12:00');
    expect(formatDateTime('2024-03-31T01:00:00Z')).toBe('31-03-2024 03:00'); // just after the spring-forward gap
  });
  it('shows wall-clock strings without a zone as written', () => {
    expect(formatDateTime('2024-03-05T13:30:00')).toBe('05-03-2024 13:30');
    expect(formatDateTime('2024-03-05 13:30')).toBe('05-03-2024 13:30');
    expect(formatDateTime('2024-03-05')).toBe('05-03-2024 00:00');
  });
  it.each([
    null,
    undefined,
    '',
    '0000-00-00 00:00:00',
    '0001-01-01T00:00:00Z',
    '2024-02-30T10:00:00',
    '2024-03-05T24:00:00',
    '2024-03-05T13:60',
    '2024-03-05T13',
    'yesterday',
  ])('shows %j as a dash', (value) => {
    expect(formatDateTime(value)).toBe('-');
  });
  it('shows an invalid Date as a dash', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe('-');
  });
});

describe('hundredthsToDecimal', () => {
  it.each([
    [1999, '19.99'],
    [-5, '-0.05'],
    [5, '0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [100, '1.00'],
    [-123456, '-1234.56'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
    [12345678901234567890n, '123456789012345678.90'],
  ])('%s → %s', (n, text) => {
    expect(hundredthsToDecimal(n)).toBe(text);
  });
  it('refuses non-integers instead of rounding them', () => {
    expect(() => hundredthsToDecimal(19.99)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each<[Locale, string, string]>([
    ['nl', `€${NBSP}1.234,56`, `€${NBSP}-1.234,56`],
    ['en', '€1,234.56', '-€1,234.56'],
    ['it', `1234,56${NBSP}€`, `-1234,56${NBSP}€`],
    ['es', `1234,56${NBSP}€`, `-1234,56${NBSP}€`],
    ['fr', `1${NNBSP}234,56${NBSP}€`, `-1${NNBSP}234,56${NBSP}€`],
  ])('%s uses its own layout', (locale, positive, negative) => {
    expect(formatMoney(123456, locale)).toBe(positive);
    expect(formatMoney(-123456, locale)).toBe(negative);
  });
  it('always shows two decimals and small amounts exactly', () => {
    expect(formatMoney(0, 'nl')).toBe(`€${NBSP}0,00`);
    expect(formatMoney(-5, 'nl')).toBe(`€${NBSP}-0,05`);
    expect(formatMoney(-5, 'en')).toBe('-€0.05');
    expect(formatMoney(1999, 'en')).toBe('€19.99');
    expect(formatMoney(100, 'en')).toBe('€1.00');
    expect(formatMoney(1234567, 'it')).toBe(`12.345,67${NBSP}€`);
  });
  it('stays exact where dividing by 100 in floating point would not', () => {
    // 2^53 - 1 cents: formatting n / 100 as a number gives '€90,071,992,547,409.90'.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('€90,071,992,547,409.91');
    expect(formatMoney(123456789012345678901n, 'en')).toBe('€1,234,567,890,123,456,789.01');
  });
  it('shows a dash for no amount and refuses fractions of a cent', () => {
    expect(formatMoney(null, 'nl')).toBe('-');
    expect(formatMoney(undefined, 'en')).toBe('-');
    expect(() => formatMoney(12.5, 'nl')).toThrow(RangeError);
  });
});

describe('formatHundredths', () => {
  it('shows hundredths with two decimals per locale', () => {
    expect(formatHundredths(760, 'nl')).toBe('7,60');
    expect(formatHundredths(760, 'en')).toBe('7.60');
    expect(formatHundredths(760, 'fr')).toBe('7,60');
    expect(formatHundredths(5, 'en')).toBe('0.05');
    expect(formatHundredths(-25, 'nl')).toBe('-0,25');
    expect(formatHundredths(0, 'es')).toBe('0,00');
    expect(formatHundredths(123456, 'nl')).toBe('1.234,56');
    expect(formatHundredths(123456, 'en')).toBe('1,234.56');
    expect(formatHundredths(null, 'nl')).toBe('-');
  });
});

describe('formatTime', () => {
  it.each([
    [1330, '13:30'],
    [830, '08:30'],
    [0, '00:00'],
    [5, '00:05'],
    [2359, '23:59'],
    [2400, '24:00'],
  ])('%i → %s', (hhmm, text) => {
    expect(formatTime(hhmm)).toBe(text);
  });
  it.each([null, undefined, -1, 1260, 2401, 2500, 13.5, Number.NaN])('shows %s as a dash', (hhmm) => {
    expect(formatTime(hhmm)).toBe('-');
  });
});

describe('formatTimeSpan', () => {
  it('joins start and end with a dash, spaced where a document asks for it', () => {
    expect(formatTimeSpan(800, 1230)).toBe('08:00–12:30');
    expect(formatTimeSpan(2200, 2400, ' – ')).toBe('22:00 – 24:00');
  });
});

describe('isValidTime', () => {
  it('allows 2400 only as end of day', () => {
    expect(isValidTime(2400)).toBe(false);
    expect(isValidTime(2400, true)).toBe(true);
    expect(isValidTime(2359)).toBe(true);
    expect(isValidTime(1199)).toBe(false);
  });
});

describe('parseTime', () => {
  it.each([
    ['13:30', 1330],
    ['1330', 1330],
    ['8:30', 830],
    ['08:30', 830],
    ['830', 830],
    ['0830', 830],
    ['00:00', 0],
    ['0000', 0],
    ['23:59', 2359],
    ['13.30', 1330],
    [' 7:05 ', 705],
  ])('%j → %i', (text, hhmm) => {
    expect(parseTime(text)).toBe(hhmm);
  });
  const rejected = '24:00 2400 24:01 25:00 12:60 1260 7 12 123:45 12345 12:3 -1:00 ab:cd 13h30'.split(' ');
  it.each([...rejected, '', ' '])('rejects %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });
  it('accepts 24:00 as end of day only when asked', () => {
    expect(parseTime('24:00', { allowEndOfDay: true })).toBe(2400);
    expect(parseTime('2400', { allowEndOfDay: true })).toBe(2400);
    expect(parseTime('24:30', { allowEndOfDay: true })).toBeNull();
    expect(parseTime('13:30', { allowEndOfDay: true })).toBe(1330);
  });
  it('rejects null and undefined', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });
  it('round-trips every valid time through formatTime', () => {
    const failures: number[] = [];
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m++) {
        const hhmm = h * 100 + m;
        if (parseTime(formatTime(hhmm)) !== hhmm) failures.push(hhmm);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('parseMoney', () => {
  it.each<[string, Locale, number]>([
    ['1.234,56', 'nl', 123456],
    ['1234,56', 'nl', 123456],
    ['1234.56', 'nl', 123456], // a single '.' followed by 2 digits cannot be grouping
    ['1.234', 'nl', 123400], // nl thousands separator
    ['1.234.567', 'nl', 123456700],
    ['12', 'nl', 1200],
    ['-3,5', 'nl', -350],
    ['+3,50', 'nl', 350],
    [',5', 'nl', 50],
    ['€ 1.234,56', 'nl', 123456],
    ['-€12,00', 'nl', -1200],
    ['1,234.56', 'en', 123456],
    ['1234.56', 'en', 123456],
    ['1,234', 'en', 123400], // en thousands separator
    ['-3,5', 'en', -350], // a single ',' followed by 1 digit is a decimal comma even in en
    ['12', 'en', 1200],
    ['0.05', 'en', 5],
    ['-0.05', 'en', -5],
    ['1.234.567', 'en', 123456700], // repeated '.' can only be grouping
    [`1${NNBSP}234,56`, 'fr', 123456],
    ['1 234 567,89', 'fr', 123456789],
    ['1.234,56', 'it', 123456],
    ['1.234,56', 'es', 123456],
    ['-0', 'nl', 0],
    ['0,00', 'nl', 0],
    ['90071992547409,91', 'nl', Number.MAX_SAFE_INTEGER],
  ])('%j (%s) → %i', (text, locale, cents) => {
    expect(parseMoney(text, locale)).toBe(cents);
  });
  it.each<[string, Locale]>([
    ['1.234', 'en'], // en decimal point with three decimals
    ['1,234', 'nl'], // nl decimal comma with three decimals
    ['12,345', 'nl'],
    ['0,001', 'nl'],
    ['1.2.3', 'nl'],
    ['1.23.456', 'nl'],
    ['1,234,56', 'en'],
    ['1.234,5.6', 'nl'],
    ['12,', 'nl'],
    ['12.', 'en'],
    [',', 'nl'],
    ['', 'nl'],
    ['   ', 'nl'],
    ['-', 'nl'],
    ['--1', 'nl'],
    ['1-', 'nl'],
    ['1e3', 'en'],
    ['12abc', 'en'],
    ['0x10', 'en'],
    ['90071992547409,92', 'nl'], // beyond Number.MAX_SAFE_INTEGER cents
  ])('rejects %j (%s)', (text, locale) => {
    expect(parseMoney(text, locale)).toBeNull();
  });
  it('never returns -0', () => {
    expect(Object.is(parseMoney('-0,00', 'nl'), 0)).toBe(true);
  });
  it('rejects null and undefined', () => {
    expect(parseMoney(null, 'nl')).toBeNull();
    expect(parseMoney(undefined, 'en')).toBeNull();
  });
  it('reads back what formatMoney shows', () => {
    const locales: Locale[] = ['en', 'nl', 'it', 'es', 'fr'];
    for (const locale of locales) {
      for (const cents of [0, 5, -5, 99, 1999, -123456, 100000000, 987654321]) {
        expect(parseMoney(formatMoney(cents, locale), locale)).toBe(cents);
      }
    }
  });
});
