import type { TExportColumn } from '@backoffice/domain';
import type { XlsxCell, XlsxSheet } from '../../../platform/xlsx.ts';

/** A column the server can export: its key (the web table's), an English title and the cell of a row. */
export interface ExportColumn<T> {
  key: string;
  title: string;
  cell: (row: T) => XlsxCell;
  numFmt?: string;
  /** For coded values (a status, a list of reasons): the codes, so the user's own labels (`values`) are written. */
  code?: (row: T) => string | number | readonly (string | number)[];
}

/**
 * The sheet of `rows` with the columns the user sees, in their order and with their (translated) titles; unknown keys
 * are left out, and no choice at all exports every column with its English title.
 */
export function exportSheet<T>(
  name: string,
  known: readonly ExportColumn<T>[],
  wanted: readonly TExportColumn[],
  rows: readonly T[],
): XlsxSheet {
  const chosen = wanted.flatMap((w) => {
    const column = known.find((k) => k.key === w.key);
    if (!column) return [];
    const { code, values } = { code: column.code, values: w.values };
    const label = (c: string | number) => values?.[String(c)] ?? String(c);
    const cell =
      code && values
        ? (row: T) => {
            const codes = code(row);
            return Array.isArray(codes) ? codes.map(label).join(', ') : (values[String(codes)] ?? column.cell(row));
          }
        : column.cell;
    return [{ ...column, title: w.title, cell }];
  });
  const columns = chosen.length > 0 ? chosen : known;
  return {
    name,
    columns: columns.map((c) => ({ header: c.title, numFmt: c.numFmt })),
    rows: rows.map((row) => columns.map((c) => c.cell(row))),
  };
}

/** Hundredths (hours) as a number for Excel's '0.00'. */
export const hoursCell = (hundredths: number) => hundredths / 100;
export const HOURS_FORMAT = '0.00';
