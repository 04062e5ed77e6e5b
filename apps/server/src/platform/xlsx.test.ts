import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBytes, xlsxFileName } from './xlsx.ts';

describe('xlsx exports', () => {
  it('writes a sheet that Excel reads back: header, typed cells, number formats, filter', async () => {
    const bytes = await xlsxBytes({
      name: 'Open invoices',
      columns: [{ header: 'Invoice' }, { header: 'Date' }, { header: 'Amount', numFmt: '#,##0.00' }],
      rows: [
        [2026001, '23-11-2026', 1234.56],
        [2026002, '24-11-2026', null],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Open invoices');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Invoice', 'Date', 'Amount']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getCell('A2').value).toBe(2026001);
    expect(sheet?.getCell('C2').value).toBe(1234.56);
    expect(sheet?.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet?.getCell('C3').value).toBeNull();
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.autoFilter).toBe('A1:C1');
  });

  it('names the file with the date and a safe name', () => {
    expect(xlsxFileName('Open invoices', '2026-11-23')).toBe('2026-11-23 Open invoices.xlsx');
    expect(xlsxFileName('a/b:c', '2026-11-23')).toBe('2026-11-23 a b c.xlsx');
    expect(xlsxFileName('  ', '2026-11-23')).toBe('2026-11-23 export.xlsx');
  });
});
