import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatTotals } from '../sales/invoice-totals.ts';
import { ACCOUNTING_SETTINGS_DEFAULTS } from './accounting-settings.ts';
import {
  type BookingAccounts,
  bookingBalance,
  purchaseBookingLines,
  rebookLines,
  saleBookingLines,
} from './booking-rules.ts';

const DEBTORS = 1300;
const CREDITORS = 1600;
const VAT_HIGH = 1500;
const VAT_LOW = 1510;
const TO_CLAIM = 1520;
const REVERSE = 1530;
const ROUNDING = 1800;
const CLEANING = 8000;
const UNCLASSIFIED_REVENUE = 8999;
const SUBCONTRACTING = 4100;

const accounts: BookingAccounts = {
  settings: {
    ...ACCOUNTING_SETTINGS_DEFAULTS,
    debtorsAccountId: DEBTORS,
    creditorsAccountId: CREDITORS,
    vatToClaimAccountId: TO_CLAIM,
    reverseChargeVatAccountId: REVERSE,
    roundingAccountId: ROUNDING,
    unclassifiedRevenueAccountId: UNCLASSIFIED_REVENUE,
    unclassifiedExpenditureAccountId: 4999,
  },
  vatCodes: new Map([
    [1, { name: '21%', ledgerAccountId: VAT_HIGH }],
    [2, { name: '9%', ledgerAccountId: VAT_LOW }],
    [3, { name: 'verlegd', ledgerAccountId: 0 }],
  ]),
  workTypes: new Map([
    [10, { name: 'Cleaning', ledgerAccountId: CLEANING }],
    [11, { name: 'Other', ledgerAccountId: 0 }],
  ]),
  purchaseTypes: new Map([[20, { name: 'Subcontracting', ledgerAccountId: SUBCONTRACTING }]]),
};
const RATES: Record<number, number> = { 1: 2100, 2: 900, 3: 0 };

/** A sale as the invoice stores it: its rows and VAT per code by the invoice rule (VAT once per code). */
function sale(rows: { workTypeId: number; vatCodeId: number; amount: number }[]) {
  const totals = vatTotals(
    rows.map((r) => ({ amount: r.amount, vatCode: r.vatCodeId, vatPercentage: RATES[r.vatCodeId] ?? 0 })),
  );
  return {
    customerId: 7,
    customerName: 'Acme',
    amountInclVat: totals.amountInclVat,
    rows,
    vatAmounts: totals.vatAmounts,
  };
}
const byAccount = (lines: { accountId: number; debit: number; credit: number }[]) =>
  Object.fromEntries(lines.map((l) => [l.accountId, l.debit - l.credit]));

describe('sales invoice bookings', () => {
  it('books debtors, revenue per work type and VAT per VAT code, balanced', () => {
    const result = saleBookingLines(
      sale([
        { workTypeId: 10, vatCodeId: 1, amount: 10_000 },
        { workTypeId: 11, vatCodeId: 2, amount: 5_005 },
      ]),
      accounts,
    );
    expect(result.failure).toBeUndefined();
    // 21 % of 100,00 = 21,00; 9 % of 50,05 = 4,50 (4,5045 rounded half away from zero).
    expect(byAccount(result.lines ?? [])).toEqual({
      [DEBTORS]: 17_555,
      [CLEANING]: -10_000,
      [UNCLASSIFIED_REVENUE]: -5_005,
      [VAT_HIGH]: -2_100,
      [VAT_LOW]: -450,
    });
  });

  it('books no VAT on a reverse-charged sale', () => {
    const result = saleBookingLines(sale([{ workTypeId: 10, vatCodeId: 3, amount: 80_000 }]), accounts);
    expect(byAccount(result.lines ?? [])).toEqual({ [DEBTORS]: 80_000, [CLEANING]: -80_000 });
  });

  it('books a credit invoice the other way round', () => {
    const result = saleBookingLines(sale([{ workTypeId: 10, vatCodeId: 1, amount: -10_000 }]), accounts);
    expect(byAccount(result.lines ?? [])).toEqual({ [DEBTORS]: -12_100, [CLEANING]: 10_000, [VAT_HIGH]: 2_100 });
  });

  it('fails with the reason when an account is missing', () => {
    const noDebtors = { ...accounts, settings: { ...accounts.settings, debtorsAccountId: 0 } };
    expect(saleBookingLines(sale([{ workTypeId: 10, vatCodeId: 1, amount: 100 }]), noDebtors).failure?.reason).toBe(
      'accounting.noDebtorsAccount',
    );
    const noVat = { ...accounts, vatCodes: new Map([[1, { name: '21%', ledgerAccountId: 0 }]]) };
    expect(saleBookingLines(sale([{ workTypeId: 10, vatCodeId: 1, amount: 100 }]), noVat).failure).toEqual({
      reason: 'accounting.noVatAccount',
      params: { vatCode: '21%' },
    });
  });

  it('puts a total that differs from its rows on the rounding account', () => {
    const doc = { ...sale([{ workTypeId: 10, vatCodeId: 1, amount: 1_000 }]), amountInclVat: 1_211 };
    const lines = saleBookingLines(doc, accounts).lines ?? [];
    expect(byAccount(lines)[ROUNDING]).toBe(-1);
    expect(bookingBalance(lines)).toBe(0);
  });
});

describe('purchase bookings', () => {
  it('books cost, VAT to claim and creditors', () => {
    const totals = vatTotals([{ amount: 20_000, vatCode: 1, vatPercentage: 2100 }]);
    const result = purchaseBookingLines(
      {
        supplierId: 3,
        supplierName: 'Supplies BV',
        amountInclVat: totals.amountInclVat,
        rows: [{ purchaseTypeId: 99, vatCodeId: 1, amount: 20_000, reverseCharge: 0 }],
        vatAmounts: totals.vatAmounts,
      },
      accounts,
    );
    expect(byAccount(result.lines ?? [])).toEqual({ 4999: 20_000, [TO_CLAIM]: 4_200, [CREDITORS]: -24_200 });
  });

  it('books reverse-charged VAT both owed and deducted', () => {
    const result = purchaseBookingLines(
      {
        supplierId: 3,
        supplierName: 'Sub BV',
        amountInclVat: 50_000,
        rows: [{ purchaseTypeId: 20, vatCodeId: 3, amount: 50_000, reverseCharge: 1 }],
        vatAmounts: [{ vatCode: 3, vat: 0 }],
      },
      accounts,
    );
    expect(byAccount(result.lines ?? [])).toEqual({
      [SUBCONTRACTING]: 50_000,
      [TO_CLAIM]: 10_500,
      [REVERSE]: -10_500,
      [CREDITORS]: -50_000,
    });
  });
});

describe('rebooking', () => {
  const line = (accountId: number, debit: number, credit: number) => ({
    accountId,
    debit,
    credit,
    description: '',
    vatCodeId: 0,
    customerId: 0,
    supplierId: 0,
  });
  it('books nothing when the lines did not change, and counter lines plus new ones when they did', () => {
    const booked = [line(1, 100, 0), line(2, 0, 100)];
    expect(rebookLines(booked, [line(2, 0, 100), line(1, 100, 0)])).toEqual({ counter: [], lines: [] });
    const changed = rebookLines(booked, [line(1, 0, 0), line(2, 0, 0)]);
    expect(changed.counter).toEqual([line(1, 0, 100), line(2, 100, 0)]);
    expect(bookingBalance([...booked, ...changed.counter, ...changed.lines])).toBe(0);
  });
});

describe('property: every document books debit = credit', () => {
  const row = fc.record({
    workTypeId: fc.constantFrom(10, 11, 12),
    vatCodeId: fc.constantFrom(1, 2, 3),
    amount: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  });
  it('sales invoices', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), fc.integer({ min: -3, max: 3 }), (rows, drift) => {
        const doc = sale(rows);
        const result = saleBookingLines({ ...doc, amountInclVat: doc.amountInclVat + drift }, accounts);
        expect(result.failure).toBeUndefined();
        expect(bookingBalance(result.lines ?? [])).toBe(0);
        for (const l of result.lines ?? []) expect(l.debit === 0 || l.credit === 0).toBe(true);
      }),
    );
  });
  it('purchases, reverse-charged rows among them', () => {
    const purchaseRow = fc.record({
      purchaseTypeId: fc.constantFrom(20, 21),
      vatCodeId: fc.constantFrom(1, 2, 3),
      amount: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(purchaseRow, { minLength: 1, maxLength: 30 }), (rows) => {
        const withCharge = rows.map((r) => ({ ...r, reverseCharge: r.vatCodeId === 3 ? 1 : 0 }));
        const totals = vatTotals(
          rows.map((r) => ({ amount: r.amount, vatCode: r.vatCodeId, vatPercentage: RATES[r.vatCodeId] ?? 0 })),
        );
        const result = purchaseBookingLines(
          {
            supplierId: 1,
            supplierName: 'S',
            amountInclVat: totals.amountInclVat,
            rows: withCharge,
            vatAmounts: totals.vatAmounts,
          },
          accounts,
        );
        expect(bookingBalance(result.lines ?? [])).toBe(0);
      }),
    );
  });
});
