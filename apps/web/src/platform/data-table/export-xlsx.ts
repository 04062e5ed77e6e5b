import { writeSheet, type XlsxColumn, type XlsxValue, xlsxFileName, xlsxSheetName } from '@backoffice/domain/xlsx';
import dayjs from 'dayjs';
import { saveBlob } from '../download.ts';

export interface SheetData {
  /** Without date or extension: "Cars" → "2025-03-01 Cars.xlsx"; also the sheet's name. */
  fileName: string;
  columns: XlsxColumn[];
  rows: XlsxValue[][];
}

export const exportFileName = (name: string, today = dayjs()) => xlsxFileName(name, today.format('YYYY-MM-DD'));

/**
 * The .xlsx bytes, written by the domain's one writer (the server's exports use it too), with exceljs loaded only now
 * so the library never weighs on the first page.
 */
export async function xlsxBuffer({ fileName, columns, rows }: SheetData): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(xlsxSheetName(fileName), { views: [{ state: 'frozen', ySplit: 1 }] });
  writeSheet(worksheet, { name: fileName, columns, rows });
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

export async function exportXlsx(sheet: SheetData): Promise<void> {
  const blob = new Blob([await xlsxBuffer(sheet)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  saveBlob(blob, exportFileName(sheet.fileName));
}
