import { describe, expect, it } from 'vitest';
import { lineMonthlyAmount, lineMonthlyHours, quoteDefaultRange, quoteLineWork, quoteTotals } from './quote-rules.ts';
import { type TQuoteLineInput, ZQuoteLine } from './quote-schemas.ts';

const line = (input: Partial<TQuoteLineInput>) =>
  ZQuoteLine.parse({ workTypeId: 1, vatCode: 1, days: [1], minutes: 60, price: 3000, ...input });

describe('quoteDefaultRange', () => {
  it('goes one year back to today', () => {
    expect(quoteDefaultRange('2026-11-26')).toEqual({ startDate: '2025-11-26', endDate: '2026-11-26' });
  });
  it('takes 29 February back to the 28th', () => {
    expect(quoteDefaultRange('2028-02-29')).toEqual({ startDate: '2027-02-28', endDate: '2028-02-29' });
  });
});

describe('lineMonthlyHours', () => {
  it('counts 52 weeks over 12 months: an hour every Monday is 4.33 hours a month', () => {
    expect(lineMonthlyHours({ minutes: 60, days: [1], intervalWeeks: 1 })).toBe(433);
  });
  it('multiplies by the days and divides by the interval', () => {
    // 90 minutes, three days, every other week: 1.5 × 3 × 26 / 12 = 9.75 hours.
    expect(lineMonthlyHours({ minutes: 90, days: [1, 3, 5], intervalWeeks: 2 })).toBe(975);
  });
});

describe('quoteTotals', () => {
  it('bills hourly lines by their monthly hours and fixed lines once, with VAT per code', () => {
    const hourly = line({ minutes: 120, days: [1, 2, 3, 4, 5], price: 3250, vatCode: 1 }); // 43.33 h × € 32.50
    const lines = [hourly, line({ pricing: 2, price: 15000, vatCode: 2 })]; // and € 150.00 a month
    const totals = quoteTotals(lines, (code) => (code === 1 ? 2100 : 900));
    expect(lineMonthlyAmount(hourly)).toBe(140823);
    expect(totals.amountExVat).toBe(140823 + 15000);
    expect(totals.vatAmounts).toEqual([
      { vatCode: 1, percentage: 2100, base: 140823, vat: 29573 },
      { vatCode: 2, percentage: 900, base: 15000, vat: 1350 },
    ]);
    expect(totals.amountInclVat).toBe(155823 + 29573 + 1350);
  });
});

describe('quoteLineWork', () => {
  it('makes a weekly work on the line days with its hour rate and invoice option', () => {
    const work = quoteLineWork(
      line({ days: [2, 4], intervalWeeks: 2, invoicing: 2, description: 'Office' }),
      '2026-12-01',
    );
    expect(work).toMatchObject({
      description: 'Office',
      workType: 1,
      hourRate: 3000,
      invoicing: 2,
      minutes: 60,
      periodicType: 1,
      intervalWeeks: 2,
      selectedDays: [2, 4],
      startDate: '2026-12-01',
    });
  });
  it('gives a fixed-price line no hour rate', () => {
    expect(quoteLineWork(line({ pricing: 2, price: 20000 }), '2026-12-01').hourRate).toBe(0);
  });
});
