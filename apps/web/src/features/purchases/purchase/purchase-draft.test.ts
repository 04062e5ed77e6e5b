import { PURCHASE_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import {
  livePurchaseTotals,
  type PurchaseDraftRow,
  purchaseDraftIssues,
  type RowContext,
  toPurchaseDraft,
  toPurchasePayload,
  withInvoiceDate,
  withSupplier,
} from './purchase-draft.ts';

const vat = (id: number, percentage: number, reverseCharge = 0) => ({
  id,
  name: `${percentage / 100} %`,
  percentage,
  validUntil: '3000-01-01',
  reverseCharge,
  deleted: 0,
});
const context: RowContext = {
  supplier: undefined,
  settings: { ...PURCHASE_SETTINGS_DEFAULTS, categoryId: 4, vatCodeId: 1 },
  purchaseTypes: [
    { id: 7, name: 'Cleaning agents', vatCodeId: 0, validUntil: '3000-01-01', deleted: 0 },
    { id: 8, name: 'Subcontracted labour', vatCodeId: 2, validUntil: '3000-01-01', deleted: 0 },
  ],
  vatCodes: [vat(1, 2100), vat(2, 900), vat(3, 0, 1)],
};
const subcontractor = { id: 12, paymentDays: 30, purchaseType: 8, subcontractor: 1 };

describe('purchase draft', () => {
  it('starts a new purchase today in the settings’ category; a supplier sets the due date and the rows’ defaults', () => {
    const draft = toPurchaseDraft(undefined, context, '2026-11-20');
    expect(draft).toMatchObject({ invoiceDate: '2026-11-20', dueDate: '2026-11-20', categoryId: 4, number: 0 });
    expect(draft.rows).toHaveLength(1);
    expect(draft.rows[0]).toMatchObject({ purchaseTypeId: 0, vatCodeId: 1 });

    // A subcontractor's untouched row is reverse-charged and takes its purchase type; a typed row is kept.
    const typed = { ...draft, rows: [...draft.rows, { ...draft.rows[0], key: 'b', amount: 500, vatCodeId: 2 }] };
    const chosen = withSupplier(typed as typeof draft, { ...context, supplier: subcontractor });
    expect(chosen.dueDate).toBe('2026-12-20');
    expect(chosen.rows?.map((row) => [row.purchaseTypeId, row.vatCodeId])).toEqual([
      [8, 3],
      [0, 2],
    ]);
  });

  it('moves the due date and a book date equal to the invoice date with the invoice date', () => {
    const draft = toPurchaseDraft(undefined, context, '2026-11-20');
    expect(withInvoiceDate(draft, '2026-01-31', 14)).toEqual({
      invoiceDate: '2026-01-31',
      dueDate: '2026-02-14',
      bookDate: '2026-01-31',
    });
    expect(withInvoiceDate({ ...draft, bookDate: '2026-11-25' }, '2026-01-31', 0)).not.toHaveProperty('bookDate');
  });

  it('reports the spec’s form rules on their fields and totals by the one VAT rounding rule', () => {
    const draft = { ...toPurchaseDraft(undefined, context, '2026-11-20'), categoryId: 0 };
    const paths = purchaseDraftIssues(draft, context).map((issue) => [issue.path, issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['supplierId', 'A supplier is required'],
        ['categoryId', 'A category is required'],
        ['rows.0.purchaseTypeId', 'A purchase type is required'],
      ]),
    );
    const first = draft.rows[0] as PurchaseDraftRow;
    const rows = [
      { ...first, amount: 1002, vatCodeId: 1 },
      { ...first, key: 'b', amount: 1002, vatCodeId: 1 },
    ];
    // VAT once per code on the summed rows: 21 % of € 20,04 is € 4,21 (per row it would be 2 × € 2,10).
    expect(livePurchaseTotals(rows, context.vatCodes)).toMatchObject({ amountExVat: 2004, amountInclVat: 2425 });
    expect(toPurchasePayload({ ...draft, rows, bookDate: '' }).bookDate).toBeNull();
    expect(toPurchasePayload({ ...draft, rows }).rows?.[0]).not.toHaveProperty('key');
  });
});
