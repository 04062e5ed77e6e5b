import dayjs from 'dayjs';
import { saveBlob } from '../download.ts';

export interface SheetData {
  /** Without date or extension: "Cars" → "2025-03-01 Cars.xlsx". */
  fileName: string;
  headers: string[];
  rows: string[][];
}

export function exportFileName(name: string, today = dayjs()): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export';
  return `${today.format('YYYY-MM-DD')} ${safe}.xlsx`;
}

/** Builds a real .xlsx with exceljs, loaded only now so the library never weighs on the first page. */
export async function exportXlsx({ fileName, headers, rows }: SheetData): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Sheet names are limited to 31 characters without []:*?/\ .
  const sheet = workbook.addWorksheet(fileName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(headers);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(headers[index]?.length ?? 0, ...rows.map((row) => row[index]?.length ?? 0));
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  if (headers.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };

  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, exportFileName(fileName));
}
