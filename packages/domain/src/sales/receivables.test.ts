import { describe, expect, it } from 'vitest';
import { agingBucket, type OpenItem, receivableRows } from './receivables.ts';

const item = (over: Partial<OpenItem>): OpenItem => ({
  customerId: 1,
  customerNumber: 1001,
  customerName: 'Bakker B.V.',
  invoiceDate: '2026-01-01',
  expiryDate: '2026-01-15',
  open: 1000,
  ...over,
});

describe('agingBucket', () => {
  it.each([
    ['2026-01-15', 'notDue'],
    ['2026-01-16', 'days1to30'],
    ['2026-02-14', 'days1to30'],
    ['2026-02-15', 'days31to60'],
    ['2026-03-16', 'days31to60'],
    ['2026-03-17', 'days61to90'],
    ['2026-04-15', 'days61to90'],
    ['2026-04-16', 'over90'],
  ] as const)('on %s an invoice due 15-01-2026 is %s', (date, bucket) => {
    expect(agingBucket('2026-01-01', '2026-01-15', date)).toBe(bucket);
  });

  it('counts an invoice without an expiry date from its invoice date', () => {
    expect(agingBucket('2026-01-01', null, '2026-01-02')).toBe('days1to30');
  });
});

describe('receivableRows', () => {
  it('adds each customer up per bucket, sorted by name, with totals that add up to the cent', () => {
    const report = receivableRows(
      [
        item({ open: 1000 }),
        item({ open: 250, expiryDate: '2026-03-01' }),
        item({ customerId: 2, customerNumber: 1002, customerName: 'Aalders', open: -300 }),
      ],
      '2026-02-20',
    );
    expect(report.rows.map((row) => row.customerName)).toEqual(['Aalders', 'Bakker B.V.']);
    expect(report.rows[1]).toMatchObject({ invoices: 2, days31to60: 1000, notDue: 250, total: 1250 });
    expect(report.rows[0]).toMatchObject({ invoices: 1, days31to60: -300, total: -300 });
    expect(report.totals).toMatchObject({ invoices: 3, notDue: 250, days31to60: 700, total: 950 });
  });
});
