import type { BankStatement, ParsedBankFile } from '@backoffice/domain';
import { CsvError, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { fail } from '../../../platform/errors.ts';
import { abnAmroLine, isAbnAmroLine } from './csv-abnamro.ts';
import { CSV_LAYOUTS, type CsvLayout, type CsvLine } from './csv-layouts.ts';
import { keyedLines } from './line-key.ts';

// A bank's CSV export as statements, one per own account in the file, its layout known by the header. Parsed with
// csv-parse (quotes, separators inside quotes, line breaks in a description); the text is UTF-8, or Windows-1252
// (Latin-1) as older exports are, read by the platform's own decoder.

export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_CSV_LINES = 100_000;

export function decode(input: Uint8Array | string): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  if (input.byteLength > MAX_CSV_BYTES) throw fail('bankFile.tooLarge', { maxMb: MAX_CSV_BYTES / (1024 * 1024) });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return iconv.decode(Buffer.from(input), 'win1252');
  }
}

/** The separator of the header line: the one that occurs most (';' for ING and Knab, ',' for Rabobank). */
function separatorOf(header: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, header.split(separator).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

const unquoted = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** The layout whose columns the header holds, with the line the header stands on (0-based). */
function detect(lines: string[]): { layout: CsvLayout; headerIndex: number; separator: string } {
  for (const layout of CSV_LAYOUTS) {
    const headerIndex = layout.preamble?.test(lines[0] ?? '') ? 1 : 0;
    const header = lines[headerIndex] ?? '';
    const separator = separatorOf(header);
    const names = new Set(header.split(separator).map(unquoted));
    if (layout.columns.every((column) => names.has(column))) return { layout, headerIndex, separator };
  }
  throw fail('bankFile.csvNotDetected');
}

interface CsvRecord {
  record: string[];
  /** The file's line on which the record ends (a quoted description may span lines). */
  info: { lines: number };
}

export function records(text: string, separator: string, headerIndex: number): CsvRecord[] {
  try {
    // csv-parse's typings of the synchronous parse do not follow `info`: with it, each record comes with its info.
    return parse(text, {
      info: true,
      delimiter: separator,
      from_line: headerIndex + 1,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to_line: headerIndex + MAX_CSV_LINES + 2,
    }) as unknown as CsvRecord[];
  } catch (error) {
    throw fail('bankFile.csvNotReadable', { reason: error instanceof CsvError ? error.message : String(error) });
  }
}

/** The lines grouped by own account, each group a statement over the dates it holds. */
export function statementsOf(lines: CsvLine[]): BankStatement[] {
  const byAccount = new Map<string, CsvLine[]>();
  for (const line of lines) {
    const group = byAccount.get(line.account);
    if (group) group.push(line);
    else byAccount.set(line.account, [line]);
  }
  return [...byAccount].map(([account, accountLines]) => {
    const dates = accountLines.map((line) => line.bookingDate).sort();
    const fromDate = dates[0] ?? null;
    const toDate = dates.at(-1) ?? null;
    return {
      accountIban: account,
      currency: accountLines[0]?.currency ?? 'EUR',
      statementId: `${account} ${fromDate} ${toDate}`,
      electronicSequenceNumber: null,
      fromDate,
      toDate,
      // A CSV export states the balance after each line, not the statement's opening and closing.
      openingBalance: null,
      closingBalance: null,
      lines: keyedLines(
        account,
        accountLines.map(({ account: _account, currency: _currency, ...line }) => line),
      ),
    };
  });
}

/** The statements of a bank's CSV export, or a 400 ('CSV format not detected' when no layout knows the header). */
export function parseBankCsv(input: Uint8Array | string): ParsedBankFile {
  const text = decode(input);
  const firstLines = text.split(/\r?\n/, 2);
  if (isAbnAmroLine(firstLines[0] ?? '')) return parseAbnAmro(text);
  const { layout, headerIndex, separator } = detect(firstLines);
  const [header, ...rows] = records(text, separator, headerIndex);
  if (rows.length > MAX_CSV_LINES) throw fail('bankFile.csvTooManyLines', { max: MAX_CSV_LINES });
  const columns = new Map((header?.record ?? []).map((name, index) => [name, index]));
  const lines = rows.map(({ record, info }) => {
    const get = (column: string) => record[columns.get(column) ?? -1] ?? '';
    return layout.read({ get, line: info.lines });
  });
  if (lines.length === 0) throw fail('bankFile.noStatements');
  return { format: 'csv', variant: layout.variant, statements: statementsOf(lines) };
}

/** ABN AMRO's TAB export, known by the shape of its lines (csv-abnamro.ts). */
function parseAbnAmro(text: string): ParsedBankFile {
  const rows = records(text, '\t', 0);
  if (rows.length > MAX_CSV_LINES) throw fail('bankFile.csvTooManyLines', { max: MAX_CSV_LINES });
  const lines = rows.map(({ record, info }) => abnAmroLine(record, info.lines));
  return { format: 'csv', variant: 'abnamro', statements: statementsOf(lines) };
}
