import type { ParsedBankFile, TBankCsvMapping } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import { decode, MAX_CSV_LINES, records, statementsOf } from './bank-csv.ts';
import type { CsvLine } from './csv-layouts.ts';
import { accountText, csvCents, csvDate } from './csv-values.ts';

// A bank CSV that no known layout recognises (ABN AMRO's and SNS's exports have no header), read through the column
// mapping the user made once (owner setting bankCSV, spec 001 §8 'CSV format not detected').

const DEBIT_WORDS = new Set(['af', 'debit', 'd', 'db', '-']);
const CREDIT_WORDS = new Set(['bij', 'credit', 'c', 'cr', '+']);

/** The statements of a CSV read by `mapping`; `ownAccount` is the chosen bank account's IBAN when no column has it. */
export function parseMappedCsv(input: Uint8Array, mapping: TBankCsvMapping, ownAccount: string): ParsedBankFile {
  const text = decode(input);
  const all = records(text, mapping.separator, 0);
  const rows = mapping.header ? all.slice(1) : all;
  if (rows.length > MAX_CSV_LINES) throw fail('bankFile.csvTooManyLines', { max: MAX_CSV_LINES });
  const lines = rows.map(({ record, info }): CsvLine => {
    const line = info.lines;
    const cell = (column: number) => (column > 0 ? (record[column - 1] ?? '') : '');
    const field = (column: number) => `#${column}`;
    const date = (column: number) =>
      cell(column) ? csvDate(cell(column), mapping.dateFormat, line, field(column)) : null;
    let cents = csvCents(cell(mapping.amount), mapping.decimal, line, field(mapping.amount));
    if (mapping.debitCredit) {
      const word = cell(mapping.debitCredit).trim().toLowerCase();
      if (DEBIT_WORDS.has(word)) cents = -Math.abs(cents);
      else if (CREDIT_WORDS.has(word)) cents = Math.abs(cents);
      else throw fail('bankFile.csvValue', { line, field: field(mapping.debitCredit), value: word.slice(0, 40) });
    }
    const balance = cell(mapping.balanceAfter);
    return {
      account: mapping.account ? accountText(cell(mapping.account)) : ownAccount,
      currency: 'EUR',
      bookingDate: csvDate(cell(mapping.date), mapping.dateFormat, line, field(mapping.date)),
      valueDate: date(mapping.valueDate),
      cents,
      counterpartyName: cell(mapping.counterpartyName),
      counterpartyIban: accountText(cell(mapping.counterpartyIban)),
      counterpartyBic: '',
      description: cell(mapping.description),
      structuredReference: '',
      endToEndId: '',
      bankReference: '',
      transactionCode: '',
      balanceAfter: balance ? csvCents(balance, mapping.decimal, line, field(mapping.balanceAfter)) : null,
    };
  });
  if (lines.length === 0) throw fail('bankFile.noStatements');
  return { format: 'csv', variant: 'mapped', statements: statementsOf(lines) };
}
