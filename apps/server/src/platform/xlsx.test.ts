import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBytes, xlsxFileName } from './xlsx.ts';

describe('xlsx exports', () => {
  it('writes a sheet that Excel reads back: header, cells typed by their column, number formats, filter', async () => {
    const bytes = await xlsxBytes({
      name: 'Open invoices',
      columns: [
        { header: 'Invoice', type: 'number' },
        { header: 'Date', type: 'date' },
        { header: 'Amount', type: 'money' },
        { header: 'Hours', type: 'hours' },
        { header: 'Customer' },
      ],
      rows: [
        [2026001, '2026-11-23', 123456, 750, 'Bakkerij Vos'],
        [2026002, null, null, 0, '0123'],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Open invoices');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Invoice', 'Date', 'Amount', 'Hours', 'Customer']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getCell('A2').value).toBe(2026001);
    expect(sheet?.getCell('B2').value).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(sheet?.getCell('B2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet?.getCell('C2').value).toBe(1234.56);
    expect(sheet?.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet?.getCell('D2').value).toBe(7.5);
    expect(sheet?.getCell('D2').numFmt).toBe('0.00');
    // A text column keeps what looks like a number as text (customer numbers with a leading 0).
    expect(sheet?.getCell('E3').value).toBe('0123');
    expect(sheet?.getCell('B3').value).toBeNull();
    expect(sheet?.getCell('C3').value).toBeNull();
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.autoFilter).toBe('A1:E1');
  });

  it('names the file with the date and a safe name', () => {
    expect(xlsxFileName('Open invoices', '2026-11-23')).toBe('2026-11-23 Open invoices.xlsx');
    expect(xlsxFileName('a/b:c', '2026-11-23')).toBe('2026-11-23 a b c.xlsx');
    expect(xlsxFileName('  ', '2026-11-23')).toBe('2026-11-23 export.xlsx');
  });
});
