import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, xlsxBuffer } from './export-xlsx.ts';
import { exportSheet, type TableColumn } from './table-logic.ts';

describe('exportFileName', () => {
  it('prefixes the date as YYYY-MM-DD and adds .xlsx', () => {
    expect(exportFileName('Cars', dayjs('2025-03-01'))).toBe('2025-03-01 Cars.xlsx');
  });

  it('drops characters file systems refuse', () => {
    expect(exportFileName('Open/invoices: 2025?', dayjs('2025-03-01'))).toBe('2025-03-01 Open invoices  2025.xlsx');
  });
});

interface Row {
  name: string;
  startDate: string;
  endDate: string;
  price: number;
  hours: number;
  count: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', title: 'Naam', value: (row) => row.name },
  { key: 'startDate', title: 'Begin', value: (row) => row.startDate, text: () => '01-03-2025', type: 'date' },
  { key: 'endDate', title: 'Einde', value: (row) => row.endDate, text: () => '-', type: 'date' },
  { key: 'price', title: 'Prijs', value: (row) => row.price, text: () => '€ 1.234,56', type: 'money' },
  { key: 'hours', title: 'Uren', value: (row) => row.hours, text: () => '7,50', type: 'hours' },
  { key: 'count', title: 'Aantal', value: (row) => row.count, type: 'number' },
];

describe('the list export', () => {
  it('writes dates as date cells, money and hours as numbers with their formats, text as shown', async () => {
    const rows: Row[] = [
      { name: 'Bakkerij Vos', startDate: '2025-03-01', endDate: '3000-01-01', price: 123456, hours: 750, count: 3 },
    ];
    const bytes = await xlsxBuffer({ fileName: 'Werkzaamheden', ...exportSheet(COLUMNS, rows) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Werkzaamheden');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Naam', 'Begin', 'Einde', 'Prijs', 'Uren', 'Aantal']);
    expect(sheet?.getCell('A2').value).toBe('Bakkerij Vos');
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet?.getCell('B2').value).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(sheet?.getCell('B2').numFmt).toBe('dd-mm-yyyy');
    // The open end date is no date at all.
    expect(sheet?.getCell('C2').value).toBeNull();
    expect(sheet?.getCell('D2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet?.getCell('D2').value).toBe(1234.56);
    expect(sheet?.getCell('D2').numFmt).toBe('#,##0.00');
    expect(sheet?.getCell('E2').value).toBe(7.5);
    expect(sheet?.getCell('E2').numFmt).toBe('0.00');
    expect(sheet?.getCell('F2').value).toBe(3);
  });

  it('names the sheet after the (translated) list name, as Excel allows', async () => {
    const bytes = await xlsxBuffer({ fileName: 'Facturen: open/betaald [2025]', ...exportSheet(COLUMNS, []) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Facturen  open betaald  2025']);
  });
});
