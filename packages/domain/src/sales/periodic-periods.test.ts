import { describe, expect, it } from 'vitest';
import { billingPeriods, periodCharge, type WorkBilling } from './periodic-periods.ts';
import { invoicePeriodText, periodLabel } from './periodic-texts.ts';
import { periodicRangeAllowed } from './periodic-types.ts';

const work = (fields: Partial<WorkBilling>): WorkBilling => ({
  invoicing: 1,
  invoiceDay: 0,
  invoiceMonths: 1,
  hourRate: 0,
  fixedPrice: 10_000,
  minutes: 0,
  startDate: '2020-01-01',
  endDate: '3000-01-01',
  periodicType: 1,
  intervalWeeks: 1,
  fixedWeeks: [],
  fixedMonths: [],
  weeksOfMonth: [],
  selectedDays: [1],
  deleted: 0,
  ...fields,
});

const spans = (w: WorkBilling, from: string, to: string) =>
  billingPeriods(w, from, to).map((p) => `${p.start}..${p.end}@${p.billingDate}`);

describe('billingPeriods: which periods of a work are due in a run', () => {
  it.each([
    [
      '1 last day of month',
      { invoicing: 1 },
      '2026-10-01',
      '2026-11-30',
      ['2026-10-01..2026-10-31@2026-10-31', '2026-11-01..2026-11-30@2026-11-30'],
    ],
    ['1 a month ending after the run is not due', { invoicing: 1 }, '2026-10-01', '2026-10-30', []],
    [
      '2 fixed day 31 in February is its last day',
      { invoicing: 2, invoiceDay: 31 },
      '2027-02-01',
      '2027-02-28',
      ['2027-02-01..2027-02-28@2027-02-28'],
    ],
    [
      '2 fixed day 15',
      { invoicing: 2, invoiceDay: 15 },
      '2026-10-16',
      '2026-11-30',
      ['2026-11-01..2026-11-30@2026-11-15'],
    ],
    ['3 quarter', { invoicing: 3 }, '2026-11-01', '2026-12-31', ['2026-10-01..2026-12-31@2026-12-31']],
    ['3 no quarter ends in the run', { invoicing: 3 }, '2026-10-01', '2026-11-30', []],
    ['4 year', { invoicing: 4 }, '2026-12-01', '2027-01-31', ['2026-01-01..2026-12-31@2026-12-31']],
    ['5 direct has no periods', { invoicing: 5 }, '2026-10-01', '2026-11-30', []],
    ['6 manual has no periods', { invoicing: 6 }, '2026-10-01', '2026-11-30', []],
    // 2026 has ISO week 53 (Monday 28 December 2026 to Sunday 3 January 2027).
    [
      '7 weekly across the year end, week 53',
      { invoicing: 7 },
      '2026-12-21',
      '2027-01-10',
      ['2026-12-21..2026-12-27@2026-12-27', '2026-12-28..2027-01-03@2027-01-03', '2027-01-04..2027-01-10@2027-01-10'],
    ],
    [
      '8 every 4 weeks from the start week',
      { invoicing: 8, startDate: '2026-11-04' },
      '2026-11-01',
      '2026-12-31',
      ['2026-11-02..2026-11-29@2026-11-29', '2026-11-30..2026-12-27@2026-12-27'],
    ],
    [
      '9 every 2 weeks across the year end',
      { invoicing: 9, intervalWeeks: 2, startDate: '2026-12-14' },
      '2026-12-20',
      '2027-01-20',
      ['2026-12-14..2026-12-27@2026-12-27', '2026-12-28..2027-01-10@2027-01-10'],
    ],
    [
      '10 every 2 months from the start month, across the year end',
      { invoicing: 10, invoiceMonths: 2, startDate: '2026-11-10' },
      '2026-12-01',
      '2027-01-31',
      ['2026-11-01..2026-12-31@2026-12-31'],
    ],
    [
      '10 every 3 months',
      { invoicing: 10, invoiceMonths: 3, startDate: '2026-08-01' },
      '2026-12-01',
      '2027-01-31',
      ['2026-11-01..2027-01-31@2027-01-31'],
    ],
  ] as const)('%s', (_name, fields, from, to, expected) => {
    expect(spans(work(fields), from, to)).toEqual(expected);
  });

  it('respects the work start and end: no period before it starts or after it ends', () => {
    const w = work({ invoicing: 1, startDate: '2026-11-10', endDate: '2026-12-05' });
    expect(spans(w, '2026-09-01', '2026-10-31')).toEqual([]);
    expect(spans(w, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-01..2026-11-30@2026-11-30',
      '2026-12-01..2026-12-31@2026-12-31',
    ]);
    expect(spans(w, '2027-01-01', '2027-02-28')).toEqual([]);
  });

  it('a deleted work has nothing due', () => {
    expect(spans(work({ deleted: 1 }), '2026-10-01', '2026-11-30')).toEqual([]);
  });
});

describe('periodCharge: the amount of a period', () => {
  it('is the fixed price plus visits × minutes × hour rate, visits within the work dates', () => {
    // Mondays and Thursdays, 90 minutes at € 30.00; November 2026 has 5 Mondays and 4 Thursdays, the work starts on
    // Tuesday the 10th: Mondays 16, 23, 30 and Thursdays 12, 19, 26 = 6 visits = 9 hours.
    const w = work({ fixedPrice: 5_000, minutes: 90, hourRate: 3_000, selectedDays: [1, 4], startDate: '2026-11-10' });
    const [period] = billingPeriods(w, '2026-11-01', '2026-11-30');
    const charge = periodCharge(w, period as never);
    expect(charge).toMatchObject({ visits: 6, units: 900, hoursAmount: 27_000, fixedAmount: 5_000, amount: 32_000 });
  });

  it('rounds the sold hours once: 3 visits of 25 minutes are 1.25 hours', () => {
    const w = work({ fixedPrice: 0, minutes: 25, hourRate: 2_999, invoicing: 7, selectedDays: [1, 3, 5] });
    const [period] = billingPeriods(w, '2026-11-02', '2026-11-08');
    expect(periodCharge(w, period as never)).toMatchObject({ visits: 3, units: 125, amount: 3_749 });
  });
});

describe('period texts', () => {
  it('names each kind of period in the customer language', () => {
    expect(periodLabel({ kind: 'month', start: '2026-11-01', end: '2026-11-30' }, 'nl')).toBe('november 2026');
    expect(periodLabel({ kind: 'month', start: '2026-11-01', end: '2026-11-30' }, 'en')).toBe('November 2026');
    expect(periodLabel({ kind: 'quarter', start: '2026-10-01', end: '2026-12-31' }, 'en')).toBe('Q4 2026');
    expect(periodLabel({ kind: 'year', start: '2026-01-01', end: '2026-12-31' }, 'fr')).toBe('2026');
    expect(periodLabel({ kind: 'week', start: '2026-12-28', end: '2027-01-03' }, 'nl')).toBe('Week 53 2026');
    expect(periodLabel({ kind: 'range', start: '2026-11-02', end: '2026-11-29' }, 'it')).toBe(
      '02-11-2026 - 29-11-2026',
    );
  });

  it("joins distinct parts with '##' and never cuts a part", () => {
    expect(invoicePeriodText(['november 2026', 'Q4 2026', 'november 2026'])).toBe('november 2026##Q4 2026');
    const long = Array.from({ length: 30 }, (_, i) => `01-01-2026 - 0${i % 10}-02-2026 ${i}`);
    const text = invoicePeriodText(long);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.split('##').every((part) => long.includes(part))).toBe(true);
  });
});

describe('periodicRangeAllowed: at most 2 months', () => {
  it.each([
    ['2026-10-01', '2026-11-30', true],
    ['2026-10-01', '2026-12-01', false],
    ['2026-12-15', '2027-02-14', true],
    ['2026-12-15', '2027-02-15', false],
    ['2026-11-30', '2026-11-01', false],
  ])('%s to %s: %s', (start, end, allowed) => {
    expect(periodicRangeAllowed(start, end)).toBe(allowed);
  });
});
