import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import {
  checkPurchaseRows,
  defaultRowVatCode,
  isPurchaseTypeActive,
  matchesPaymentTerm,
  PURCHASE_MESSAGES,
  purchaseDueDate,
  purchaseTotals,
} from './purchase-rules.ts';
import { ZPurchase } from './purchase-schemas.ts';

const issuesOf = (input: unknown) =>
  (ZPurchase.safeParse(input).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('purchase rules', () => {
  it('rounds VAT once per code on the summed rows, half away from zero, credit notes exactly negated', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: 5, vatCodeId: 1, vatPercentage: 2100 }));
    expect(purchaseTotals(rows)).toMatchObject({ amountExVat: 50, amountVat: 11, amountInclVat: 61 });
    const mixed = [
      { amount: 10_000, vatCodeId: 1, vatPercentage: 2100 },
      { amount: 3_333, vatCodeId: 2, vatPercentage: 900 },
      { amount: 50_000, vatCodeId: 3, vatPercentage: 0 },
    ];
    const totals = purchaseTotals(mixed);
    expect(totals).toMatchObject({ amountExVat: 63_333, amountVat: 2_100 + 300, amountInclVat: 65_733 });
    expect(totals.vatAmounts.map((line) => line.vatCode)).toEqual([1, 2, 3]);
    const credit = purchaseTotals(mixed.map((row) => ({ ...row, amount: -row.amount })));
    expect(credit.amountInclVat).toBe(-65_733);
  });

  it('sets the due date by the supplier payment days and judges the payment term', () => {
    expect(purchaseDueDate('2026-01-20', 14)).toBe('2026-02-03');
    expect(purchaseDueDate('2026-01-20', 0)).toBe('2026-01-20');
    expect(matchesPaymentTerm('2026-01-19', 1, '2026-01-20')).toBe(true);
    expect(matchesPaymentTerm('2026-01-20', 1, '2026-01-20')).toBe(false);
    expect(matchesPaymentTerm('2026-01-20', 0, '2026-01-20')).toBe(true);
    expect(matchesPaymentTerm('2026-01-19', 2, '2026-01-20')).toBe(true);
  });

  it('keeps a purchase type active through its validUntil day', () => {
    expect(isPurchaseTypeActive({ validUntil: '2026-01-20', deleted: 0 }, '2026-01-20')).toBe(true);
    expect(isPurchaseTypeActive({ validUntil: '2026-01-19', deleted: 0 }, '2026-01-20')).toBe(false);
    expect(isPurchaseTypeActive({ validUntil: '3000-01-01', deleted: 1 }, '2026-01-20')).toBe(false);
  });

  it("reverse-charges a subcontractor's rows, else the type's or the settings' VAT code", () => {
    const base = { typeVatCodeId: 2, vatCodeId: 1, reverseChargeVatCodeId: 0 };
    const vatCodes = [
      { id: 1, reverseCharge: 0 },
      { id: 7, reverseCharge: 1 },
    ];
    expect(defaultRowVatCode({ ...base, subcontractor: 1, vatCodes })).toBe(7);
    expect(defaultRowVatCode({ ...base, subcontractor: 1, reverseChargeVatCodeId: 9, vatCodes })).toBe(9);
    expect(defaultRowVatCode({ ...base, subcontractor: 0, vatCodes })).toBe(2);
    expect(defaultRowVatCode({ ...base, typeVatCodeId: 0, subcontractor: 0, vatCodes })).toBe(1);
    expect(defaultRowVatCode({ ...base, subcontractor: 1, vatCodes: [] })).toBe(0);
  });

  it('asks a purchase type, a VAT rate, a supplier, a row and a category with the spec texts', () => {
    expect(issuesOf({ rows: [] })).toEqual([
      `supplierId: ${PURCHASE_MESSAGES.supplierRequired}`,
      `categoryId: ${PURCHASE_MESSAGES.categoryRequired}`,
      `rows: ${PURCHASE_MESSAGES.rowsRequired}`,
    ]);
    expect(issuesOf({ supplierId: 1, categoryId: 1, rows: [{ amount: 100 }] })).toEqual([
      `rows.0.purchaseTypeId: ${PURCHASE_MESSAGES.purchaseTypeRequired}`,
    ]);
    const lists = {
      purchaseTypes: [
        { id: 1, validUntil: '3000-01-01', deleted: 0 },
        { id: 2, validUntil: '2025-12-31', deleted: 0 },
      ],
      vatCodes: [{ id: 5, validUntil: '3000-01-01', deleted: 0 }],
    };
    const rows = [
      { purchaseTypeId: 1, vatCodeId: 5 },
      { purchaseTypeId: 2, vatCodeId: 0 },
      { purchaseTypeId: 1, vatCodeId: 6 },
    ];
    expect(checkPurchaseRows(rows, lists, '2026-01-01')).toEqual([
      { path: 'rows.1.purchaseTypeId', message: PURCHASE_MESSAGES.purchaseTypeRequired },
      { path: 'rows.1.vatCodeId', message: PURCHASE_MESSAGES.vatRequired },
      { path: 'rows.2.vatCodeId', message: VALIDATION_MESSAGES.invalidVatCode },
    ]);
  });

  it("reads the number '<auto>' or empty as 0 and rows as JSON text", () => {
    const base = { supplierId: 1, categoryId: 1, rows: JSON.stringify([{ purchaseTypeId: 1, amount: '12' }]) };
    expect(ZPurchase.parse({ ...base, number: '<auto>' })).toMatchObject({ number: 0, rows: [{ amount: 12 }] });
    expect(ZPurchase.parse({ ...base, number: '' }).number).toBe(0);
    expect(ZPurchase.parse({ ...base, number: 12 }).number).toBe(12);
  });
});
