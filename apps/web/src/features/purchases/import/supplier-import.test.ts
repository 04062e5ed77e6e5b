import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { buildSupplierRows, SUPPLIER_COLUMNS } from './supplier-import.ts';

const headers = [
  'Naam',
  'Straat',
  'Huisnummer',
  'Postcode',
  'Plaats',
  'Onderaannemer',
  'IBAN',
  'G-rekening',
  'G percentage',
];

describe('supplier CSV import', () => {
  it('reads a subcontractor with a 70/30 G-account split from Dutch headers', () => {
    const { mapping } = recognizeColumns(SUPPLIER_COLUMNS, headers);
    const [row] = buildSupplierRows(
      [
        [
          'Glazenwasserij Van Dijk',
          'Amsterdamsestraatweg',
          '210',
          '3551 cv',
          'Utrecht',
          'ja',
          'NL91ABNA0417164300',
          'NL20INGB0001234567',
          '30',
        ],
      ],
      mapping,
      new Set(),
    );
    expect(row?.errors).toEqual([]);
    expect(row?.payload).toMatchObject({
      number: '<auto>',
      postalCode: '3551 CV',
      subcontractor: 1,
      bankAccounts: [
        { iban: 'NL91ABNA0417164300', percentage: 70, gAccount: 0 },
        { iban: 'NL20INGB0001234567', percentage: 30, gAccount: 1 },
      ],
    });
  });

  it('marks a row without a city, a split that is not 100 % and a number in use', () => {
    const { mapping } = recognizeColumns(SUPPLIER_COLUMNS, ['Nummer', ...headers]);
    const rows = buildSupplierRows(
      [
        ['5', 'Zonder plaats', '', '', '', '', '', '', '', ''],
        ['', 'Verkeerd', '', '', '', 'Utrecht', '', 'NL91ABNA0417164300', 'NL20INGB0001234567', '0'],
      ],
      mapping,
      new Set([5]),
    );
    expect(rows[0]?.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['city', 'number']));
    expect(rows[1]?.errors.map((e) => e.field)).toContain('gPercentage');
    expect(rows.every((row) => row.payload === undefined)).toBe(true);
  });
});
