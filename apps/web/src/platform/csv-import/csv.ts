import { parseDayMonthYear } from '@backoffice/domain/dates';
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

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseRecords(text: string, delimiter: Delimiter): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
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

/**
 * Day-month-year as people type it (31-12-1990, 31/12/1990, 1.2.1990) or ISO → 'YYYY-MM-DD'. Empty stays ''.
 * Anything else is returned unchanged so the shared date schema reports it ("Date out of range").
 */
export function dayMonthYearToIso(value: string): string {
  const text = value.trim();
  // Unreadable text is kept, so the row check reports it as an invalid date.
  return text === '' ? '' : (parseDayMonthYear(text) ?? text);
}
