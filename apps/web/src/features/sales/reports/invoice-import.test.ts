import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { buildInvoiceRows, INVOICE_COLUMNS } from './invoice-import.ts';

const headers = [
  'Factuurnummer',
  'Factuurdatum',
  'Klantnummer',
  'Omschrijving',
  'Bedrag excl. btw',
  'Btw %',
  'Openstaand',
];

describe('buildInvoiceRows', () => {
  it('recognises a Dutch export and reads day-first dates, euro amounts and the rate', () => {
    const { mapping, recognized } = recognizeColumns(INVOICE_COLUMNS, headers);
    expect(recognized).toBe(true);
    const [row] = buildInvoiceRows(
      [['2019001', '3-2-2024', '1001', 'Schoonmaak januari', '1.234,56', '21', '0']],
      mapping,
      'nl',
    );
    expect(row?.errors).toEqual([]);
    expect(row?.payload).toMatchObject({
      number: 2019001,
      invoiceDate: '2024-02-03',
      customerNumber: 1001,
      amountExVat: 123_456,
      vatPercentage: 2100,
      vatAmount: null,
      amountOpen: 0,
    });
  });

  it('marks a number given twice, an amount that is none and a date that does not exist', () => {
    const { mapping } = recognizeColumns(INVOICE_COLUMNS, headers);
    const rows = buildInvoiceRows(
      [
        ['7', '31-01-2024', '1001', '', '10', '21', ''],
        ['7', '30-02-2024', '1001', '', 'tien', '21', ''],
      ],
      mapping,
      'nl',
    );
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[1]?.errors.map((error) => error.field).sort()).toEqual(['amountExVat', 'invoiceDate', 'number']);
    expect(rows[1]?.payload).toBeUndefined();
  });

  it('keeps a valid payment reference (spaces dropped) and names an invalid one', () => {
    const { mapping } = recognizeColumns(INVOICE_COLUMNS, [...headers, 'Betalingskenmerk']);
    const rows = buildInvoiceRows(
      [
        ['8', '31-01-2024', '1001', '', '10', '21', '', '5000 0567 8901 2345'],
        ['9', '31-01-2024', '1001', '', '10', '21', '', '4000 0567 8901 2345'],
        ['10', '31-01-2024', '1001', '', '10', '21', '', ''],
        ['11', '31-01-2024', '1001', '', '10', '21', '', '5000056789012345'],
      ],
      mapping,
      'nl',
    );
    expect(rows[0]?.payload?.paymentReference).toBe('5000056789012345');
    expect(rows[1]?.errors).toEqual([{ field: 'paymentReference', code: 'invalidPaymentReference' }]);
    expect(rows[1]?.payload).toBeUndefined();
    expect(rows[2]?.payload?.paymentReference).toBe('');
    expect(rows[3]?.errors).toEqual([{ field: 'paymentReference', code: 'duplicatePaymentReference' }]);
  });
});
