import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { buildPurchaseRows, PURCHASE_COLUMNS } from './purchase-import.ts';

const lists = {
  suppliers: [{ id: 11, number: 3, name: 'Glazenwasserij Van Dijk', deleted: 0 }],
  categories: [{ id: 2, name: 'Onderaanneming', deleted: 0 }],
  purchaseTypes: [{ id: 5, name: 'Onderaanneming', deleted: 0 }],
  vatCodes: [
    { id: 1, name: '21% hoog', percentage: 2100, deleted: 0 },
    { id: 3, name: '0% verlegd', percentage: 0, deleted: 0 },
  ],
};
const headers = ['Leverancier', 'Factuurnummer', 'Factuurdatum', 'Categorie', 'Inkoopsoort', 'Bedrag', 'Btw'];

describe('purchase CSV import', () => {
  it('reads a draft purchase from Dutch headers: supplier by number, names, a day-month-year date, a rate', () => {
    const { mapping } = recognizeColumns(PURCHASE_COLUMNS, headers);
    const [row] = buildPurchaseRows(
      [['3', 'VD-2026-114', '31-10-2026', 'onderaanneming', 'Onderaanneming', '1.250,50', '21']],
      mapping,
      lists,
      'nl',
    );
    expect(row?.errors).toEqual([]);
    expect(row?.payload).toMatchObject({
      supplierId: 11,
      invoiceNo: 'VD-2026-114',
      invoiceDate: '2026-10-31',
      categoryId: 2,
      status: 0,
      rows: [{ purchaseTypeId: 5, amount: 125050, vatCodeId: 1 }],
    });
  });

  it('marks an unknown supplier, category and VAT code and an amount that is none on their columns', () => {
    const { mapping } = recognizeColumns(PURCHASE_COLUMNS, headers);
    const [row] = buildPurchaseRows(
      [['9', '', '31-10-2026', 'Reizen', 'Onderaanneming', 'veel', '7']],
      mapping,
      lists,
      'nl',
    );
    expect(row?.errors.map((error) => [error.field, error.code])).toEqual(
      expect.arrayContaining([
        ['supplierNumber', 'unknownSupplier'],
        ['category', 'unknownCategory'],
        ['vatCode', 'unknownVatCode'],
        ['amount', 'invalidAmount'],
      ]),
    );
    expect(row?.payload).toBeUndefined();
  });
});
