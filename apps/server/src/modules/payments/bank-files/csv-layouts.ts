import { fail } from '../../../platform/errors.ts';
import { accountText, csvCents, csvDate } from './csv-values.ts';
import type { ReadLine } from './line-key.ts';

// The CSV exports of the banks, known by their header columns. The columns come from the banks' own exports: ING's
// from the real files in shared/reference; Rabobank's (private and business), Knab's and bunq's from their published
// layouts as open-source bookkeeping importers read them. ABN AMRO (a TAB file without header) and SNS/ASN/RegioBank
// (a CSV without header) cannot be told by a header and are left to the user's own column mapping.

/** One row by column name, and its line in the file for messages. */
interface CsvRow {
  get(column: string): string;
  line: number;
}

export interface CsvLine extends ReadLine {
  account: string;
  currency: string;
}

export interface CsvLayout {
  variant: string;
  /** Columns that must all be in the header. */
  columns: readonly string[];
  /** A line before the header that the bank puts first ('KNAB EXPORT'). */
  preamble?: RegExp;
  read(row: CsvRow): CsvLine;
}

const EMPTY = {
  valueDate: null,
  counterpartyBic: '',
  structuredReference: '',
  endToEndId: '',
  bankReference: '',
  transactionCode: '',
  balanceAfter: null,
} as const;

/** Debit and credit words of an export with unsigned amounts. */
function signOf(text: string, row: CsvRow, field: string): 1 | -1 {
  const word = text.trim().toLowerCase();
  if (['bij', 'credit', 'c'].includes(word)) return 1;
  if (['af', 'debit', 'd'].includes(word)) return -1;
  throw fail('bankFile.csvValue', { line: row.line, field, value: text.slice(0, 40) });
}

/** ING puts the value date and the payment reference in its notifications text. */
function ingNotifications(text: string, row: CsvRow, field: string) {
  const valueDate = /(?:Valutadatum|Value date): (\d{2})[-/](\d{2})[-/](\d{4})/.exec(text);
  const reference = /(?:Kenmerk|Reference): (RF\d{2}[A-Z0-9]{1,21}|\d{16})\b/.exec(text);
  return {
    valueDate: valueDate
      ? csvDate(`${valueDate[1]}-${valueDate[2]}-${valueDate[3]}`, 'DD-MM-YYYY', row.line, field)
      : null,
    structuredReference: reference?.[1] ?? '',
  };
}

/** ING current accounts; `names` are the columns in the export's language (Dutch or English). */
function ingCurrent(variant: string, names: Record<string, string>): CsvLayout {
  const column = (name: string) => names[name] ?? name;
  return {
    variant,
    columns: Object.values(names),
    read(row) {
      const get = (name: string) => row.get(column(name));
      const sign = signOf(get('Af Bij'), row, column('Af Bij'));
      return {
        ...EMPTY,
        account: accountText(get('Rekening')),
        currency: 'EUR',
        bookingDate: csvDate(get('Datum'), 'YYYYMMDD', row.line, column('Datum')),
        cents: sign * csvCents(get('Bedrag (EUR)'), ',', row.line, column('Bedrag (EUR)')),
        counterpartyName: get('Naam / Omschrijving'),
        counterpartyIban: accountText(get('Tegenrekening')),
        description: get('Mededelingen'),
        ...ingNotifications(get('Mededelingen'), row, column('Mededelingen')),
        transactionCode: get('Code'),
        balanceAfter: csvCents(get('Saldo na mutatie'), ',', row.line, column('Saldo na mutatie')),
      };
    },
  };
}

const ING_NAMES_EN: Record<string, string> = {
  Datum: 'Date',
  'Naam / Omschrijving': 'Name / Description',
  Rekening: 'Account',
  Tegenrekening: 'Counterparty',
  Code: 'Code',
  'Af Bij': 'Debit/credit',
  'Bedrag (EUR)': 'Amount (EUR)',
  Mutatiesoort: 'Transaction type',
  Mededelingen: 'Notifications',
  'Saldo na mutatie': 'Resulting balance',
};
const ING_NAMES_NL = Object.fromEntries(Object.keys(ING_NAMES_EN).map((name) => [name, name]));

const ingSavings: CsvLayout = {
  variant: 'ingSavings',
  columns: ['Datum', 'Omschrijving', 'Rekening', 'Rekening naam', 'Tegenrekening', 'Af Bij', 'Bedrag', 'Valuta'],
  read(row) {
    const sign = signOf(row.get('Af Bij'), row, 'Af Bij');
    const notes = row.get('Mededelingen');
    return {
      ...EMPTY,
      account: accountText(row.get('Rekening')),
      currency: row.get('Valuta') || 'EUR',
      bookingDate: csvDate(row.get('Datum'), 'YYYY-MM-DD', row.line, 'Datum'),
      cents: sign * csvCents(row.get('Bedrag'), ',', row.line, 'Bedrag'),
      counterpartyName: '',
      counterpartyIban: accountText(row.get('Tegenrekening')),
      description: [row.get('Omschrijving'), notes].filter((text) => text !== '').join(' '),
      transactionCode: row.get('Mutatiesoort'),
      balanceAfter: csvCents(row.get('Saldo na mutatie'), ',', row.line, 'Saldo na mutatie'),
    };
  },
};

/** Rabobank: signed amounts ('+1,00', '-3,50'); the private and the business export name some columns apart. */
function rabobank(variant: string, names: Record<string, string>): CsvLayout {
  const column = (name: string) => names[name] ?? name;
  return {
    variant,
    columns: ['IBAN/BBAN', 'BIC', 'Datum', 'Bedrag', 'Naam tegenpartij', ...Object.values(names)],
    read(row) {
      const get = (name: string) => row.get(column(name));
      const descriptions = [1, 2, 3].map((n) => get(`Omschrijving-${n}`)).filter((text) => text.trim() !== '');
      const balance = get('Saldo na trn');
      return {
        ...EMPTY,
        account: accountText(row.get('IBAN/BBAN')),
        currency: get('Munt') || 'EUR',
        bookingDate: csvDate(row.get('Datum'), 'YYYY-MM-DD', row.line, 'Datum'),
        valueDate: get('Rentedatum') ? csvDate(get('Rentedatum'), 'YYYY-MM-DD', row.line, column('Rentedatum')) : null,
        cents: csvCents(row.get('Bedrag'), ',', row.line, 'Bedrag'),
        counterpartyName: row.get('Naam tegenpartij'),
        counterpartyIban: accountText(get('Tegenrekening IBAN/BBAN')),
        counterpartyBic: row.get('BIC tegenpartij'),
        description: descriptions.join(' ').trim(),
        structuredReference: row.get('Betalingskenmerk'),
        endToEndId: row.get('Transactiereferentie'),
        // The sequence number counts the account's transactions: the bank's own reference of the line.
        bankReference: get('Volgnr'),
        transactionCode: get('Code'),
        balanceAfter: balance ? csvCents(balance, ',', row.line, column('Saldo na trn')) : null,
      };
    },
  };
}

const RABOBANK_COLUMNS = ['Munt', 'Volgnr', 'Rentedatum', 'Saldo na trn', 'Tegenrekening IBAN/BBAN', 'Code'];
const RABOBANK_PRIVATE = {
  ...Object.fromEntries(RABOBANK_COLUMNS.map((name) => [name, name])),
  'Omschrijving-1': 'Omschrijving-1',
};
const RABOBANK_BUSINESS = {
  Munt: 'Valuta',
  Volgnr: 'Volg nr',
  Rentedatum: 'Valuta datum',
  'Saldo na trn': 'saldo na boeking',
  'Tegenrekening IBAN/BBAN': 'IBAN/BBAN tegenpartij',
  Code: 'Transactie soort',
  'Omschrijving-1': 'Omschrijving - 1',
  'Omschrijving-2': 'Omschrijving - 2',
  'Omschrijving-3': 'Omschrijving - 3',
};

const knab: CsvLayout = {
  variant: 'knab',
  preamble: /^"?KNAB EXPORT/,
  columns: ['Rekeningnummer', 'Transactiedatum', 'Valutacode', 'CreditDebet', 'Bedrag', 'Tegenrekeningnummer'],
  read(row) {
    const sign = signOf(row.get('CreditDebet'), row, 'CreditDebet');
    const booked = row.get('Boekdatum') ? 'Boekdatum' : 'Transactiedatum';
    return {
      ...EMPTY,
      account: accountText(row.get('Rekeningnummer')),
      currency: row.get('Valutacode') || 'EUR',
      bookingDate: csvDate(row.get(booked), 'DD-MM-YYYY', row.line, booked),
      valueDate: row.get('Valutadatum') ? csvDate(row.get('Valutadatum'), 'DD-MM-YYYY', row.line, 'Valutadatum') : null,
      cents: sign * csvCents(row.get('Bedrag'), ',', row.line, 'Bedrag'),
      counterpartyName: row.get('Tegenrekeninghouder'),
      counterpartyIban: accountText(row.get('Tegenrekeningnummer')),
      description: row.get('Omschrijving'),
      bankReference: row.get('Referentie'),
      transactionCode: row.get('Betaalwijze'),
    };
  },
};

/** bunq: signed amounts, with a decimal comma or point depending on the export's language. */
const bunq: CsvLayout = {
  variant: 'bunq',
  columns: ['Date', 'Interest Date', 'Amount', 'Account', 'Counterparty', 'Name', 'Description'],
  read(row) {
    return {
      ...EMPTY,
      account: accountText(row.get('Account')),
      currency: 'EUR',
      bookingDate: csvDate(row.get('Date'), 'YYYY-MM-DD', row.line, 'Date'),
      valueDate: row.get('Interest Date')
        ? csvDate(row.get('Interest Date'), 'YYYY-MM-DD', row.line, 'Interest Date')
        : null,
      cents: csvCents(row.get('Amount'), 'auto', row.line, 'Amount'),
      counterpartyName: row.get('Name'),
      counterpartyIban: accountText(row.get('Counterparty')),
      description: row.get('Description'),
    };
  },
};

export const CSV_LAYOUTS: readonly CsvLayout[] = [
  ingCurrent('ing', ING_NAMES_NL),
  ingCurrent('ingEnglish', ING_NAMES_EN),
  ingSavings,
  rabobank('rabobank', RABOBANK_PRIVATE),
  rabobank('rabobankBusiness', RABOBANK_BUSINESS),
  knab,
  bunq,
];
