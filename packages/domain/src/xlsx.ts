import type { Worksheet } from 'exceljs';

// The one writer of every .xlsx the app makes, in the browser (a list's export) and on the server (exports of every
// match): typed cells from the columns' declarations, so a spreadsheet can sort, add up and count with them. exceljs is
// given by the caller (the web app loads it lazily; the server streams), so this package does not depend on it.

/** What a column holds: text as shown, or a value Excel calculates with. */
export type XlsxType = 'text' | 'number' | 'date' | 'money' | 'hours';

/** Dates read as the app shows them (DD-MM-YYYY); euros and hours with two decimals. */
export const XLSX_FORMATS = { date: 'dd-mm-yyyy', money: '#,##0.00', hours: '0.00' } as const;

export interface XlsxColumn {
  header: string;
  /**
   * How the rows' values are written: 'date' takes 'YYYY-MM-DD' (or a Date), 'money' cents, 'hours' hundredths,
   * 'number' a number; anything else (and 'text') is written as given.
   */
  type?: XlsxType;
  /** An Excel number format of its own (e.g. '0.0'); a typed column has one already. */
  numFmt?: string;
}

export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxSheet {
  /** Sheet name (at most 31 characters are kept) and, with the date, the file name: "2026-11-23 <name>.xlsx". */
  name: string;
  columns: XlsxColumn[];
  rows: XlsxValue[][];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The empty-date markers of spec 002 read as no date. */
const NO_DATE = new Set(['0000-00-00', '0001-01-01', '3000-01-01']);

/** A value as the cell of a column of `type`: a Date at midnight UTC, euros, hours, a number or text. */
export function xlsxCell(type: XlsxType | undefined, value: XlsxValue): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date || type === undefined || type === 'text') return value;
  if (type === 'date') {
    if (typeof value !== 'string' || !ISO_DATE.test(value) || NO_DATE.has(value)) return null;
    return new Date(`${value}T00:00:00Z`);
  }
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return typeof value === 'number' ? null : String(value);
  return type === 'money' || type === 'hours' ? number / 100 : number;
}

/** A name Excel accepts for a sheet: at most 31 characters, without []:*?/\ . */
export const xlsxSheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** "2026-11-23 Open invoices.xlsx" (spec 001 §9: exports are named with the date plus a file name). */
export function xlsxFileName(name: string, today: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export';
  return `${today} ${safe}.xlsx`;
}

const columnFormat = (column: XlsxColumn) =>
  column.numFmt ??
  (column.type && column.type !== 'text' && column.type !== 'number' ? XLSX_FORMATS[column.type] : undefined);

/**
 * Writes the sheet into `worksheet` (of a Workbook or a streaming WorkbookWriter): bold header, frozen and filtered,
 * widths fitted to the content, every row typed by its column. Rows are committed as they are written, which a
 * streaming writer needs and a workbook ignores.
 */
export function writeSheet(worksheet: Worksheet, sheet: XlsxSheet): void {
  const cells = (values: readonly XlsxValue[]) =>
    sheet.columns.map((column, index) => xlsxCell(column.type, values[index]));
  // Widths from a sample: exports of 10,000 rows need not measure every cell. Columns (widths, formats) must be known
  // before the first row is written.
  const sample = sheet.rows.slice(0, 500).map(cells);
  worksheet.columns = sheet.columns.map((column, index) => {
    const format = columnFormat(column);
    let longest = column.header.length;
    for (const row of sample) {
      const cell = row[index];
      const shown =
        cell instanceof Date
          ? 10
          : typeof cell === 'number' && format
            ? cell.toFixed(2).length + 2
            : String(cell ?? '').length;
      longest = Math.max(longest, shown);
    }
    return { width: Math.min(Math.max(longest + 2, 10), 60), style: format ? { numFmt: format } : {} };
  });
  if (sheet.columns.length > 0)
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const values of sheet.rows) worksheet.addRow(cells(values)).commit();
}
