import { describe, expect, it } from 'vitest';
import { divideRounded, invoiceTotals, rowAmount, type TotalsRow, vatAmount } from './invoice-totals.ts';

const row = (units: number, unitPrice: number, vatCode = 1, vatPercentage = 2100): TotalsRow => ({
  units,
  unitPrice,
  vatCode,
  vatPercentage,
});

describe('divideRounded: half away from zero', () => {
  it.each([
    [250n, 100n, 3n],
    [249n, 100n, 2n],
    [-250n, 100n, -3n],
    [-249n, 100n, -2n],
    [50n, 100n, 1n],
    [-50n, 100n, -1n],
    [49n, 100n, 0n],
    [-49n, 100n, 0n],
    [0n, 100n, 0n],
    [7n, 3n, 2n],
  ])('%s / %s = %s', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });
});

describe('rowAmount: units (hundredths) × unit price (cents)', () => {
  it('1.00 × € 34,50 is € 34,50', () => expect(rowAmount(100, 3450)).toBe(3450));
  it('7.60 hours × € 34,50 is € 262,20', () => expect(rowAmount(760, 3450)).toBe(26220));
  it('0.33 × € 0,10 = 3.3 cents → 3', () => expect(rowAmount(33, 10)).toBe(3));
  it('0.50 × € 0,01 = 0.5 cent → 1 (half up, away from zero)', () => expect(rowAmount(50, 1)).toBe(1));
  it('a credit row is the exact negation: 0.50 × -€ 0,01 → -1', () => expect(rowAmount(50, -1)).toBe(-1));
  it('negative units round the same way as a negative price', () => expect(rowAmount(-50, 1)).toBe(-1));
  it('1.25 × € 0,99 = 123.75 → 124', () => expect(rowAmount(125, 99)).toBe(124));
  it('large rows stay exact (100,000.00 units × € 999.999,99)', () =>
    expect(rowAmount(10_000_000, 99_999_999)).toBe(9_999_999_900_000));
});

describe('vatAmount: base (cents) × rate (hundredths of a percent)', () => {
  it('21 % of € 100,00 is € 21,00', () => expect(vatAmount(10000, 2100)).toBe(2100));
  it('21 % of € 0,50 = 10.5 cents → 11', () => expect(vatAmount(50, 2100)).toBe(11));
  it('21 % of -€ 0,50 = -10.5 cents → -11', () => expect(vatAmount(-50, 2100)).toBe(-11));
  it('9 % of € 0,05 = 0.45 cent → 0', () => expect(vatAmount(5, 900)).toBe(0));
  it('0 % is nothing', () => expect(vatAmount(123456, 0)).toBe(0));
});

describe('invoiceTotals', () => {
  it('computes VAT once per code on the summed rows, not per row', () => {
    // Ten rows of € 0,05 at 21 %: per row 1.05 → 1 cent each would give 10; on the sum € 0,50 → 10.5 → 11.
    const totals = invoiceTotals(Array.from({ length: 10 }, () => row(100, 5)));
    expect(totals).toEqual({
      amountExVat: 50,
      vatAmounts: [{ vatCode: 1, percentage: 2100, base: 50, vat: 11 }],
      amountVat: 11,
      amountInclVat: 61,
    });
  });

  it('keeps one VAT line per code, highest rate first, and adds them up', () => {
    const totals = invoiceTotals([row(200, 1999, 2, 900), row(150, 3333, 1, 2100), row(100, 1000, 3, 0)]);
    // 2 × 19,99 = 39,98 at 9 % = 3.5982 → 3,60; 1.5 × 33,33 = 49.995 → 50,00 at 21 % = 10,50.
    expect(totals.vatAmounts).toEqual([
      { vatCode: 1, percentage: 2100, base: 5000, vat: 1050 },
      { vatCode: 2, percentage: 900, base: 3998, vat: 360 },
      { vatCode: 3, percentage: 0, base: 1000, vat: 0 },
    ]);
    expect(totals.amountExVat).toBe(9998);
    expect(totals.amountVat).toBe(1410);
    expect(totals.amountInclVat).toBe(11408);
  });

  it('gives a credit invoice exactly the negated totals of its source', () => {
    const source = [row(33, 10), row(125, 99), row(50, 1, 2, 900), row(760, 3450)];
    const credit = source.map((r) => ({ ...r, unitPrice: -r.unitPrice }));
    const a = invoiceTotals(source);
    const b = invoiceTotals(credit);
    expect(b.amountExVat).toBe(-a.amountExVat);
    expect(b.amountVat).toBe(-a.amountVat);
    expect(b.amountInclVat).toBe(-a.amountInclVat);
    expect(b.vatAmounts.map((line) => line.vat)).toEqual(a.vatAmounts.map((line) => 0 - line.vat));
  });

  it('nets positive and negative rows of one code before the VAT (a discount row)', () => {
    const totals = invoiceTotals([row(100, 10_000), row(100, -2_550)]);
    expect(totals.amountExVat).toBe(7450);
    // 21 % of 74,50 = 15,645 → 15,65 (half away from zero).
    expect(totals.vatAmounts[0]?.vat).toBe(1565);
    expect(totals.amountInclVat).toBe(9015);
  });

  it('is all zero without rows', () => {
    expect(invoiceTotals([])).toEqual({ amountExVat: 0, vatAmounts: [], amountVat: 0, amountInclVat: 0 });
  });

  it('refuses amounts beyond safe integers instead of losing cents', () => {
    expect(() => rowAmount(2_000_000_000, 2_000_000_000)).toThrow(RangeError);
  });
});
