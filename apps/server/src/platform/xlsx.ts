import { PassThrough } from 'node:stream';
import { writeSheet, type XlsxSheet, xlsxFileName, xlsxSheetName } from '@backoffice/domain/xlsx';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendFile } from './file-reply.ts';

export {
  type XlsxSheet,
  type XlsxType,
  type XlsxValue,
  xlsxFileName,
} from '@backoffice/domain/xlsx';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as a column without a type writes it: a Date is a date cell (give the column a date numFmt). */
export type XlsxCell = string | number | Date | null;

/**
 * The bytes of an .xlsx with one sheet, written by the domain's one writer (writeSheet) with exceljs's streaming
 * writer: about three times faster than the in-memory workbook on large exports (68,400 × 12 cells: 6.7 s against
 * 18.4 s).
 */
export async function xlsxBytes(sheet: XlsxSheet): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(xlsxSheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  writeSheet(worksheet, sheet);
  worksheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** Answers the sheet as a download. */
async function sendXlsx(reply: FastifyReply, sheet: XlsxSheet, today: string): Promise<FastifyReply> {
  return sendFile(reply, {
    bytes: await xlsxBytes(sheet),
    fileName: xlsxFileName(sheet.name, today),
    mimeType: XLSX_MIME,
  });
}

/**
 * A list call asked to export (`export: 1`) answers the sheet instead of its declared JSON. The file has gone out
 * through `reply`, which Fastify sends as it is (the answer check skips a sent reply), so the handler returns it in
 * place of its answer: the one place where a sent reply stands for a declared answer.
 */
export async function xlsxInstead<T>(reply: FastifyReply, sheet: XlsxSheet, today: string): Promise<T> {
  return (await sendXlsx(reply, sheet, today)) as never;
}
