import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendFile } from './file-reply.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  /** Excel number format for numeric cells, e.g. '#,##0.00' for euros (pass euros, not cents) or '0.00' for hours. */
  numFmt?: string;
}

export interface XlsxSheet {
  /** Sheet name (at most 31 characters are kept) and, with the date, the file name: "2026-11-23 <name>.xlsx". */
  name: string;
  columns: XlsxColumn[];
  rows: XlsxCell[][];
}

/** The bytes of an .xlsx with one sheet: bold frozen header, auto filter, widths fitted to the content. */
export async function xlsxBytes(sheet: XlsxSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.addRow(sheet.columns.map((column) => column.header));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  sheet.columns.forEach((column, index) => {
    const excelColumn = ws.getColumn(index + 1);
    if (column.numFmt) excelColumn.numFmt = column.numFmt;
    // Widths from a sample: exports of 10,000 rows need not measure every cell.
    let longest = column.header.length;
    for (const row of sheet.rows.slice(0, 500)) longest = Math.max(longest, String(row[index] ?? '').length);
    excelColumn.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  if (sheet.columns.length > 0) {
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "2026-11-23 Open invoices.xlsx" (spec 001 §9: exports are named with the date plus a file name). */
export function xlsxFileName(name: string, today: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export';
  return `${today} ${safe}.xlsx`;
}

/** Answers the sheet as a download. */
export async function sendXlsx(reply: FastifyReply, sheet: XlsxSheet, today: string): Promise<FastifyReply> {
  return sendFile(reply, {
    bytes: await xlsxBytes(sheet),
    fileName: xlsxFileName(sheet.name, today),
    mimeType: XLSX_MIME,
  });
}
