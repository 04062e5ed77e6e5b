import type { CsvLine } from './csv-layouts.ts';
import { accountText, csvCents, csvDate } from './csv-values.ts';

// ABN AMRO's TAB export has no header: account, currency, booking date, balance before and after, value date, amount
// and one description that holds the counterparty. Eight fields of these shapes on a line are told reliably apart
// from any other bank's export, so the file needs no column mapping.

const SHAPES = [
  /^(\d{7,10}|[A-Z]{2}\d{2}[A-Z]{4}\d{10})$/,
  /^[A-Z]{3}$/,
  /^\d{8}$/,
  /^-?\d+(,\d+)?$/,
  /^-?\d+(,\d+)?$/,
  /^\d{8}$/,
  /^-?\d+(,\d+)?$/,
];

/** Whether the file's first line is an ABN AMRO TAB export line. */
export function isAbnAmroLine(line: string): boolean {
  const fields = line.split('\t');
  return fields.length === 8 && SHAPES.every((shape, index) => shape.test((fields[index] ?? '').trim()));
}

interface Counterparty {
  counterpartyName: string;
  counterpartyIban: string;
  counterpartyBic: string;
  description: string;
  endToEndId: string;
  structuredReference: string;
}

const usable = (text: string | undefined) => (text && text.toUpperCase() !== 'NOTPROVIDED' ? text.trim() : '');

/**
 * The counterparty from the description: '/TRTP/SEPA OVERBOEKING/IBAN/NL../BIC/../NAME/../REMI/../EREF/..' or the
 * older 'SEPA Overboeking  IBAN: NL..  BIC: ..  Naam: ..  Omschrijving: ..  Kenmerk: ..'.
 */
function abnAmroCounterparty(text: string): Counterparty {
  if (text.startsWith('/')) {
    const parts = text.split('/');
    const field = (name: string) => {
      const index = parts.indexOf(name);
      return index < 0 ? '' : (parts[index + 1] ?? '');
    };
    const remittance = field('REMI');
    const structured = remittance === 'STRD' ? parts[parts.indexOf('REMI') + 5] : undefined;
    return {
      counterpartyName: usable(field('NAME')),
      counterpartyIban: accountText(field('IBAN')),
      counterpartyBic: usable(field('BIC')),
      description: usable(structured ? '' : remittance),
      endToEndId: usable(field('EREF')),
      structuredReference: usable(structured),
    };
  }
  const labelled = (label: string) =>
    new RegExp(`${label}: (.*?)(?=\\s{2,}|\\s(?:IBAN|BIC|Naam|Omschrijving|Kenmerk|Machtiging):|$)`).exec(text)?.[1];
  const description = usable(labelled('Omschrijving'));
  return {
    counterpartyName: usable(labelled('Naam')),
    counterpartyIban: accountText(labelled('IBAN') ?? ''),
    counterpartyBic: usable(labelled('BIC')),
    description: description || text.replace(/\s{2,}/g, ' ').trim(),
    endToEndId: usable(labelled('Kenmerk')),
    structuredReference: '',
  };
}

/** One record of the export (its 8 fields) as a line. */
export function abnAmroLine(record: string[], line: number): CsvLine {
  const [account = '', currency = '', date = '', , after = '', valueDate = '', amount = '', text = ''] = record;
  return {
    ...abnAmroCounterparty(text.trim()),
    account: accountText(account),
    currency: currency || 'EUR',
    bookingDate: csvDate(date, 'YYYYMMDD', line, 'transactiedatum'),
    valueDate: valueDate ? csvDate(valueDate, 'YYYYMMDD', line, 'rentedatum') : null,
    cents: csvCents(amount, ',', line, 'transactiebedrag'),
    bankReference: '',
    transactionCode: '',
    balanceAfter: csvCents(after, ',', line, 'eindsaldo'),
  };
}
