import { parseDayMonthYear } from '@backoffice/domain/dates';
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
// CSV reading for every import: no DOM, no i18n, so it is unit-tested on its own.

export type Delimiter = ';' | ',';

export interface CsvTable {
  delimiter: Delimiter;
  /** The first line. */
  headers: string[];
  /** Every further non-empty line, each padded or cut to the header count. */
  rows: string[][];
}

/** Counts `;` and `,` outside quotes on the first line: spreadsheets in Dutch settings write `;`, others `,`. */
export function detectDelimiter(text: string): Delimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

/**
 * RFC 4180 records through csv-parse (the parser the bank imports use on the server): quoted fields may hold the
 * delimiter, doubled quotes and line breaks; rows may differ in length and a stray quote inside a field is kept, as
 * spreadsheets write them. A quote left open to the end of the file cannot be read: csv-parse's error (with its line)
 * is thrown for the page to show.
 */
export function parseRecords(text: string, delimiter: Delimiter): string[][] {
  return parse(text, {
    delimiter,
    // A file put together from several sources may mix Windows and Unix line ends.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
  });
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** A whole file: the BOM is dropped, the delimiter detected, empty lines skipped. */
export function parseCsv(input: string): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records = parseRecords(text, delimiter).filter((record) => !isBlank(record));
  const headers = (records[0] ?? []).map((header) => header.trim());
  const rows = records.slice(1).map((record) => headers.map((_, index) => (record[index] ?? '').trim()));
  return { delimiter, headers, rows };
}

/** parseCsv, or undefined for a file that is no CSV (a quote left open to its end: a spreadsheet saved wrongly). */
export function readCsv(input: string): CsvTable | undefined {
  try {
    return parseCsv(input);
  } catch (error) {
    if (error instanceof CsvError) return undefined;
    throw error;
  }
}

/**
 * Day-month-year as people type it (31-12-1990, 31/12/1990, 1.2.1990) or ISO → 'YYYY-MM-DD'. Empty stays ''.
 * Anything else is returned unchanged so the shared date schema reports it ("Date out of range").
 */
export function dayMonthYearToIso(value: string): string {
  const text = value.trim();
  // Unreadable text is kept, so the row check reports it as an invalid date.
  return text === '' ? '' : (parseDayMonthYear(text) ?? text);
}
