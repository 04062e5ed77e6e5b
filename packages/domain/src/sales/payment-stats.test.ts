import { describe, expect, it } from 'vitest';
import { averagePaymentDays, paymentStatsByMonth, paymentWindowStart } from './payment-stats.ts';

describe('payment behaviour over the last 12 months', () => {
  it('starts the window eleven months before the current month', () => {
    expect(paymentWindowStart('2026-11-23')).toBe('2025-12-01');
    expect(paymentWindowStart('2026-12-31')).toBe('2026-01-01');
    expect(paymentWindowStart('2027-01-01')).toBe('2026-02-01');
  });

  it('averages the days to pay and the share paid late per invoice month', () => {
    const stats = paymentStatsByMonth(
      [
        { invoice_date: '2026-11-02', payment_after_days: 10 },
        { invoice_date: '2026-11-20', payment_after_days: 45 },
        { invoice_date: '2026-11-21', payment_after_days: 31 },
        { invoice_date: '2026-01-15', payment_after_days: 30 },
        // Outside the window: not counted.
        { invoice_date: '2025-11-30', payment_after_days: 99 },
      ],
      30,
      '2026-11-23',
    );
    expect(stats).toHaveLength(12);
    expect(stats[0]).toEqual({ month: '2025-12', averageDays: null, latePercent: null, invoices: 0 });
    expect(stats[1]).toEqual({ month: '2026-01', averageDays: 30, latePercent: 0, invoices: 1 });
    expect(stats[11]).toEqual({ month: '2026-11', averageDays: 28.7, latePercent: 67, invoices: 3 });
    expect(stats.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('averages over every record, none without records', () => {
    expect(
      averagePaymentDays([
        { invoice_date: '2026-01-01', payment_after_days: 10 },
        { invoice_date: '2026-02-01', payment_after_days: 15 },
      ]),
    ).toBe(12.5);
    expect(averagePaymentDays([])).toBeNull();
  });
});
